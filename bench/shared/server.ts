import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, runCommand } from './places';

export const SERVER_BUNDLE = resolve(ROOT, 'dist/apps/api/main.js');

/** Builds the API bundle (Nx replays it from its cache when the sources did not change). */
export async function buildApi(): Promise<void> {
  await runCommand('npx', ['nx', 'build', 'api', '--outputStyle=static']);
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing after the build`);
}

export interface Backend {
  /** DATABASE_URL for PostgreSQL; unset, the server opens PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
}

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first healthy answer of /api/v1/health. */
  startupMs: number;
  /** Seconds since the process was spawned (a CPU profile's clock starts about then). */
  uptimeSeconds(): number;
  /** Resident set size of the server process now, in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

async function healthy(url: string, healthPath: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}${healthPath}`);
    return response.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null || child.signalCode !== null) resolvePromise();
    else child.once('exit', () => resolvePromise());
  });
}

/** The shared secret the benchmark's servers sign and check session tokens with. */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

export interface ServerProgram {
  /** Node's arguments: the script and what it needs to load. */
  args: string[];
  /** Answers 200 once the server is ready. */
  healthPath: string;
}

/** The production bundle (another build's main.js may be given, to compare builds in one run). */
export const appProgram = (bundle = SERVER_BUNDLE): ServerProgram => ({ args: [bundle], healthPath: '/api/v1/health' });

/**
 * Starts a server on loopback and waits until its health check answers: the production bundle
 * unless another program is given.
 */
export async function startServer(backend: Backend, port: number, program = appProgram(), timeoutMs = 120_000): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  if (await healthy(url, program.healthPath)) throw new Error(`port ${port} is already in use by another server`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: backend.dataDir,
    DATABASE_URL: backend.databaseUrl ?? '',
    // Request logs at info (a line a request) measure the log's destination too; BENCH_LOG_LEVEL=info measures that.
    LOG_LEVEL: process.env['BENCH_LOG_LEVEL'] ?? 'warn',
    JWT_SECRET: BENCH_JWT_SECRET,
    AUTH_RATE_LIMIT: '1000',
  };
  const started = performance.now();
  const child = spawn(process.execPath, program.args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server did not start');
  const stop = async () => {
    // Lets the load generator's last requests, cut off at the end of a case, finish first.
    await new Promise((wait) => setTimeout(wait, 1000));
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  while (!(await healthy(url, program.healthPath))) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`the server did not answer ${program.healthPath} within ${timeoutMs / 1000} s`);
    }
    await new Promise((wait) => setTimeout(wait, 20));
  }
  return { url, pid, startupMs: performance.now() - started, uptimeSeconds: () => (performance.now() - started) / 1000, rssMb: () => residentMb(pid), stop };
}
