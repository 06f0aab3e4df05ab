import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { runOrExit } from './run';

// The production image, exercised: builds the Dockerfile with podman (its base image built
// locally first when no registry is reachable: deploy/container/build-base-image.sh), starts it
// on a named volume, checks the process runs as `node`, registers an account through the
// published port, stops it (gracefully, on SIGTERM), starts a new container on the volume and
// signs the account in again (the data lives in /data).
// Machine-specific podman flags (see README, "The container image"): `runc` because crun refuses
// this kernel's hybrid cgroups, ulimits within the hard limits the sandbox allows, and the
// HEALTHCHECK run by the test rather than by a systemd timer (there is no systemd here).

const IMAGE = 'localhost/shelfmark:test';
const BASE = 'docker.io/library/node:24-bookworm-slim';
const NAME = `shelfmark-container-test-${process.pid}`;
const VOLUME = `${NAME}-data`;
const PORT = Number(process.env['CONTAINER_TEST_PORT'] ?? 3990);
const url = `http://127.0.0.1:${PORT}/api/v1`;

/** Podman's defaults (1048576 files, the host's process limit) are above what the sandbox lets a container set. */
const podmanFlags = (): string[] => {
  const files = execFileSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).trim();
  return [...(files === 'unlimited' ? [] : ['--ulimit', `nofile=${files}:${files}`]), '--ulimit', 'nproc=4096:4096'];
};
const runtime = (): string[] => (hasCommand('runc') ? ['--runtime', 'runc'] : []);

function hasCommand(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const podman = (args: string[], options: { quiet?: boolean } = {}) =>
  execFileSync('podman', [...runtime(), ...args], { encoding: 'utf8', stdio: options.quiet ? ['ignore', 'pipe', 'ignore'] : ['ignore', 'pipe', 'inherit'] }).trim();

function imageExists(image: string): boolean {
  try {
    podman(['image', 'exists', image], { quiet: true });
    return true;
  } catch {
    return false;
  }
}

async function waitForHealth(deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`The container did not answer ${url}/health within ${deadlineMs / 1000} s:\n${podman(['logs', NAME])}`);
}

async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

function expect(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

async function main(): Promise<void> {
  if (!hasCommand('podman')) throw new Error('podman is not installed (Debian: apt-get install podman runc debootstrap)');
  if (!imageExists(BASE)) await runOrExit('deploy/container/build-base-image.sh', [BASE]);
  const started = Date.now();
  await runOrExit('podman', [...runtime(), 'build', '--format', 'docker', '--network', 'host', ...podmanFlags(), '-t', IMAGE, '.']);
  console.log(`Image built in ${Math.round((Date.now() - started) / 1000)} s`);

  const start = () => podman(['run', '-d', '--name', NAME, ...podmanFlags(), '--health-interval', 'disable', '-p', `127.0.0.1:${PORT}:3000`, '-v', `${VOLUME}:/data`, IMAGE]);
  try {
    start();
    await waitForHealth(120_000);
    expect(podman(['exec', NAME, 'id', '-un']) === 'node', 'The server does not run as the node user');
    podman(['healthcheck', 'run', NAME]);

    const account = { email: 'container@example.test', username: 'container', password: 'container-pass-1' };
    const registered = await post('/users', account);
    expect(registered.status === 201 && typeof registered.json['token'] === 'string', `Registration answered ${registered.status}`);

    podman(['stop', '-t', '20', NAME]);
    expect(podman(['logs', NAME]).includes('"msg":"shut down"'), 'The server did not shut down on SIGTERM (podman stop)');
    podman(['rm', NAME]);
    start();
    await waitForHealth(120_000);
    const signedIn = await post('/sessions', { username: account.username, password: account.password });
    expect(signedIn.status === 200 && typeof signedIn.json['token'] === 'string', `Sign-in after a restart answered ${signedIn.status}: the data did not survive in /data`);
    console.log('Container test passed: built, healthy, runs as node, data kept across a restart on its volume');
  } finally {
    execFileSync('podman', [...runtime(), 'rm', '-f', NAME], { stdio: 'ignore' });
    execFileSync('podman', ['volume', 'rm', '-f', VOLUME], { stdio: 'ignore' });
  }
}

try {
  await main();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
