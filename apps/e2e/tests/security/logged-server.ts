import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distApps } from '../../support/servers';

/** The built apps to serve: SECURITY_E2E_DIST for a private build, else the workspace's dist/apps. */
export const builtApps = process.env['SECURITY_E2E_DIST'] ?? distApps;

export interface LoggedServer {
  url: string;
  /** Everything the server wrote to stdout and stderr so far. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * A Shelfmark server of its own, logging at trace level into memory, on the port given
 * (the security suite owns E2E_PORT + 1 … + 9).
 */
export async function startLoggedServer(port: number, env: Record<string, string>): Promise<LoggedServer> {
  const url = `http://127.0.0.1:${port}`;
  const output: Buffer[] = [];
  const child: ChildProcess = spawn(process.execPath, [join(builtApps, 'api/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shelfmark-sec-e2e-')),
      DATABASE_URL: '',
      WEB_ROOT: builtApps,
      LOG_LEVEL: 'trace',
      AUTH_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) {
      return {
        url,
        log: () => Buffer.concat(output).toString('utf8'),
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      };
    }
    if (child.exitCode !== null) break;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server on ${url} did not start:\n${Buffer.concat(output).toString('utf8').slice(-2_000)}`);
}
