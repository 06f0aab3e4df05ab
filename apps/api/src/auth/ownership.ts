import { notFound } from '../errors';
import type { AuthUser } from './session-tokens';

/**
 * The row if it is the viewer's, else a 404 with the given message: someone else's record
 * is answered exactly as an absent one (ADR 0011), whatever the viewer's role. Users manage
 * their own shelf only, and a 403 would tell that the record exists (and sign the browser out).
 */
export function ownedBy<Row extends { userId: number }>(row: Row | undefined, viewer: AuthUser, missing: string): Row {
  if (!row || row.userId !== viewer.userId) throw notFound(missing);
  return row;
}
