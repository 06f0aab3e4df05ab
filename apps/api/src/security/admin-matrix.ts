import { createInvitation } from '../accounts/registration.repository';
import type { MatrixRow } from './matrix-row';

const ADMIN = { kind: 'roles', roles: ['admin'] } as const satisfies MatrixRow['access'];

/** The admin screen's calls (ADR 0037): the admin alone, signed in (a token never manages accounts). */
export const ADMIN_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/api/v1/admin/users', access: ADMIN, success: 200, request: () => ({ url: '/api/v1/admin/users?q=a&page=1' }) },
  {
    method: 'PATCH',
    route: '/api/v1/admin/users/:id',
    access: ADMIN,
    success: 200,
    scenario: 'a role change',
    request: async ({ world }) => ({ url: `/api/v1/admin/users/${(await world.newAccount()).userId}`, payload: { role: 'librarian' } }),
  },
  { method: 'GET', route: '/api/v1/admin/registration', access: ADMIN, success: 200, request: () => ({ url: '/api/v1/admin/registration' }) },
  {
    method: 'PUT',
    route: '/api/v1/admin/registration',
    access: ADMIN,
    success: 200,
    scenario: 'left open, so the matrix still registers',
    request: () => ({ url: '/api/v1/admin/registration', payload: { mode: 'open' } }),
  },
  { method: 'GET', route: '/api/v1/admin/invitations', access: ADMIN, success: 200, request: () => ({ url: '/api/v1/admin/invitations' }) },
  {
    method: 'POST',
    route: '/api/v1/admin/invitations',
    access: ADMIN,
    success: 201,
    request: () => ({ url: '/api/v1/admin/invitations', payload: { days: 1, maxUses: 1 } }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/invitations/:id',
    access: ADMIN,
    success: 204,
    request: async ({ world }) => {
      const { invitation } = await createInvitation(world.app.database.db, world.accounts.admin.userId, { days: 1, maxUses: 1 });
      return { url: `/api/v1/admin/invitations/${invitation.invitationID}` };
    },
  },
  { method: 'GET', route: '/api/v1/admin/instance', access: ADMIN, success: 200, request: () => ({ url: '/api/v1/admin/instance' }) },
  {
    method: 'POST',
    route: '/api/v1/admin/instance/test-mail',
    access: ADMIN,
    success: 200,
    scenario: 'to the admin’s own address',
    request: () => ({ url: '/api/v1/admin/instance/test-mail' }),
  },
];
