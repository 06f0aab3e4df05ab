import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const workspaceRoot = resolve(import.meta.dirname, '../../../..');

/**
 * Builds the production server bundle (nx answers from its cache when nothing changed) and
 * copies it to a folder of its own: dist/ is shared, and another build cleaning it must not pull
 * the server out from under a fault run. The copy stays inside node_modules so the bundle's
 * package imports still resolve.
 */
export function preparePrivateBundle(): { mainPath: string; remove: () => void } {
  const build = spawnSync('npx', ['nx', 'build', 'api', '--outputStyle=static'], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (build.status !== 0) throw new Error(`npx nx build api failed:\n${build.stdout}\n${build.stderr}`);
  const built = join(workspaceRoot, 'dist/apps/api');
  const copy = join(workspaceRoot, 'node_modules/.cache/shelfmark-faults', `api-${process.pid}`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(built, copy, { recursive: true });
  const mainPath = join(copy, 'main.js');
  if (!existsSync(mainPath) || !existsSync(join(copy, 'drizzle'))) throw new Error(`The server bundle at ${built} is incomplete`);
  return { mainPath, remove: () => rmSync(copy, { recursive: true, force: true }) };
}
