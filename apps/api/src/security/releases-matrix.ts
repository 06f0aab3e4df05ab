import type { World } from './world';
import { promote, recordRelease } from '../releases/releases.repository';
import type { MatrixRow } from './matrix-row';

const ADMIN = { kind: 'roles', roles: ['admin'] } as const satisfies MatrixRow['access'];
const VERSION = '0.1.0+matrix0';

/** A release of the media remote to promote and roll back to (recorded once; its files are not needed). */
async function released(world: World): Promise<string> {
  await recordRelease(world.app.database.db, { remote: 'media', version: VERSION, builtAgainst: {}, forced: false });
  return VERSION;
}

/** Remote releases (ADR 0043): the admin alone; the shell's load reports from anyone, rate-limited. */
export const RELEASE_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/api/v1/admin/remote-releases', access: ADMIN, success: 200, request: () => ({ url: '/api/v1/admin/remote-releases' }) },
  {
    method: 'POST',
    route: '/api/v1/admin/remote-releases/:remote/promote',
    access: ADMIN,
    success: 200,
    scenario: 'to everyone',
    request: async ({ world }) => ({ url: '/api/v1/admin/remote-releases/media/promote', payload: { version: await released(world), audience: 'everyone' } }),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/remote-releases/:remote/rollback',
    access: ADMIN,
    success: 200,
    request: async ({ world }) => ({ url: '/api/v1/admin/remote-releases/media/rollback', payload: { version: await released(world) } }),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/remote-releases/:remote/stop',
    access: ADMIN,
    success: 200,
    scenario: 'a staff canary running',
    request: async ({ world }) => {
      await promote(world.app.database.db, 'media', { version: await released(world), audience: 'staff' });
      return { url: '/api/v1/admin/remote-releases/media/stop' };
    },
  },
  {
    method: 'POST',
    route: '/api/v1/remote-loads',
    access: { kind: 'public' },
    success: 204,
    request: () => ({ url: '/api/v1/remote-loads', payload: { loads: [{ remote: 'catalog', version: 'unreleased', ok: false, phase: 'manifest', ms: 850 }] } }),
  },
];
