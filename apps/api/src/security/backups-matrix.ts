import type { MatrixRow } from './matrix-row';

/** Backups: the admin alone, and only signed in (a token never reads or makes a copy of the whole installation). */
export const BACKUP_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/api/v1/admin/backups', access: { kind: 'roles', roles: ['admin'] }, success: 200, request: () => ({ url: '/api/v1/admin/backups' }) },
  {
    method: 'POST',
    route: '/api/v1/admin/backups',
    access: { kind: 'roles', roles: ['admin'] },
    success: 200,
    scenario: 'made now and downloaded',
    request: () => ({ url: '/api/v1/admin/backups' }),
  },
];
