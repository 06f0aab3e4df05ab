import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The private copy of dist/apps: the server's main.js is api/main.js, and it serves the web apps beside it. */
    appsRoot: string;
  }
}

const workspaceRoot = resolve(import.meta.dirname, '../../..');

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Debian's haproxy, installed when missing and we may (root with apt-get); else a clear message. */
function ensureHaproxy(): void {
  if (has('haproxy')) return;
  if (process.getuid?.() !== 0 || !has('apt-get')) {
    throw new Error('The fleet test needs haproxy (2.4 or newer): install it, e.g. `sudo apt-get install haproxy`');
  }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/**
 * Builds the server and the web apps (Nx answers from its cache when nothing changed) and copies
 * them aside: dist/ is shared, and another build must not pull the servers' files away mid-run.
 */
export default function setup(project: TestProject): () => void {
  ensureHaproxy();
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'shell', 'library', 'catalog', 'media', 'account', '--outputStyle=static'], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (build.status !== 0) throw new Error(`building the apps failed:\n${build.stdout}\n${build.stderr}`);
  // Inside node_modules, so that the bundle's package imports still resolve.
  const copy = join(workspaceRoot, 'node_modules/.cache/shelfmark-fleet', `apps-${process.pid}`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(join(workspaceRoot, 'dist/apps'), copy, { recursive: true });
  if (!existsSync(join(copy, 'api/main.js')) || !existsSync(join(copy, 'shell/index.html'))) throw new Error(`The build in ${copy} is incomplete`);
  project.provide('appsRoot', copy);
  return () => rmSync(copy, { recursive: true, force: true });
}
