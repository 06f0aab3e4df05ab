import { openSession } from '../access/sessions.repository';
import type { MatrixRow } from './matrix-row';

/** Signed-in browsers: the caller's own, another user's answered as absent (ADR 0011). */
export const SESSION_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/api/v1/sessions', access: { kind: 'signed-in' }, success: 200, scenario: 'the caller’s own sessions', request: () => ({ url: '/api/v1/sessions' }) },
  {
    method: 'DELETE',
    route: '/api/v1/sessions',
    access: { kind: 'signed-in' },
    success: 200,
    scenario: 'the caller’s own other sessions',
    request: () => ({ url: '/api/v1/sessions' }),
  },
  { method: 'DELETE', route: '/api/v1/sessions/current', access: { kind: 'signed-in' }, success: 204, scenario: 'the caller’s own session', request: () => ({ url: '/api/v1/sessions/current' }) },
  {
    method: 'DELETE',
    route: '/api/v1/sessions/:sessionID',
    access: { kind: 'own' },
    success: 204,
    request: async ({ world, holdings }) => ({
      url: `/api/v1/sessions/${await openSession(world.app.database.db, holdings.account.userId, { userAgent: 'Matrix', address: '127.0.0.1' })}`,
    }),
  },
];
