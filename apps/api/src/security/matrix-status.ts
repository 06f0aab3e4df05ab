import type { Role } from '@shelfmark/contract';
import type { Access, MatrixRow } from './matrix-row';
import type { Caller, Owner } from './world';

const ownership = new Set<Access['kind']>(['own', 'own-or-admin', 'self-only']);

/** Whether a row's answer depends on whose data it touches (then each owner is a separate case). */
export const dependsOnOwner = (row: MatrixRow) => ownership.has(row.access.kind);

const roleOf = (caller: Exclude<Caller, 'anonymous'>): Role => (caller === 'other' ? 'user' : caller);

/** The exact status a caller gets, on data of `owner` for ownership rows. */
export function expectedStatus(row: MatrixRow, caller: Caller, owner: Owner): number {
  const { access, success } = row;
  if (access.kind === 'per-caller') return access.outcomes[caller];
  if (access.kind === 'public') return success;
  if (caller === 'anonymous') return 401;
  switch (access.kind) {
    case 'signed-in':
      return success;
    case 'roles':
      return access.roles.includes(roleOf(caller)) ? success : 403;
    case 'own':
      return caller === owner ? success : 404;
    case 'own-or-admin':
      return caller === owner || caller === 'admin' ? success : 404;
    case 'self-only':
      return caller === owner ? success : 403;
  }
}
