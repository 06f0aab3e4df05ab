import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nxEnv, run } from './run';

// The unit and component suites and the API suite (on the embedded PGlite, what `npm start`
// runs) again on Node 24 LTS. Node 24 comes from the npm registry as the `node` package, into a
// temporary folder: nothing else is downloaded and the project's dependencies are untouched.
// Nx keys test results by `node --version` (nx.json), so these runs are not answered from the
// cache of the Node 20 runs.
const prefix = mkdtempSync(join(tmpdir(), 'shelfmark-node24-'));
let code = 1;
try {
  writeFileSync(join(prefix, 'package.json'), '{"private": true}\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error', 'node@24'], { cwd: prefix, stdio: 'inherit' });
  const bin = join(prefix, 'node_modules/.bin');
  const version = execFileSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim();
  if (!version.startsWith('v24.')) throw new Error(`npm installed Node ${version}, not 24`);
  console.log(`Running the unit and API suites on Node ${version}`);
  // Empty is unset: the API suite's PostgreSQL project runs on Node 20 only.
  code = await run('npx', ['nx', 'run-many', '-t', 'test', '--outputStyle=static'], { ...nxEnv, DATABASE_URL: '', PATH: `${bin}:${process.env['PATH'] ?? ''}` });
} finally {
  rmSync(prefix, { recursive: true, force: true });
}
process.exit(code);
