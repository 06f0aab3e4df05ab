import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AREA_NAMES, type AreaName } from '@shelfmark/contract';
import { checkCompatibility, describeBuild } from '../../../../tools/remote-release/compatibility';
import { loadConfig } from '../config/config';
import { defaultWebRoot } from '../paths';
import { openReleaseStore, type ReleaseStore } from '../releases/release-store';
import { openConfiguredDatabase } from './configured-database';
import { REMOTE_USAGE, runRemoteCommand } from './remote-command';

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help')) {
  console.log(REMOTE_USAGE);
  process.exit(args.length === 0 ? 2 : 0);
}

const root = resolve(import.meta.dirname, '../../../..');
const config = loadConfig(process.env, { webRoot: defaultWebRoot });
const fixed = new Set(AREA_NAMES.filter((name) => config.remoteManifests[name] !== `/remotes/${name}/mf-manifest.json`));
const database = await openConfiguredDatabase();
let store: ReleaseStore | undefined;
try {
  const result = await runRemoteCommand(
    database.db,
    args,
    async () => {
      store = await openReleaseStore(config.covers, config.dataDir);
      return {
        store,
        build: async (remote: AreaName) => {
          execFileSync('npx', ['nx', 'run', `${remote}:build`], { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
          return join(root, 'dist/apps', remote);
        },
        version: async (remote: AreaName) => {
          const { version } = JSON.parse(await readFile(join(root, 'apps', remote, 'package.json'), 'utf8')) as { version: string };
          const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
          return `${version}+${commit}`;
        },
        describeBuild,
        checkCompatibility,
        shellDir: join(config.webRoot, 'shell'),
        fixed,
      };
    },
    fixed,
  );
  (result.code === 0 ? console.log : console.error)(result.message);
  process.exitCode = result.code;
} finally {
  await store?.close();
  await database.close();
}
