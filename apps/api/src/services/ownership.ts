import { forbidden, notFound } from '../errors';
import type { AuthUser } from './session-tokens';

/**
 * The row if it is the viewer's: absent is a 404 with the given message, someone else's
 * a 403. Users manage their own shelf only, whatever their role.
 */
export function ownedBy<Row extends { userId: number }>(row: Row | undefined, viewer: AuthUser, missing: string): Row {
  if (!row) throw notFound(missing);
  if (row.userId !== viewer.userId) throw forbidden();
  return row;
}
