import { type ChildProcess, spawn } from 'node:child_process';
import { connectionRefused } from './ports';

export interface ServerOptions {
  /** The bundled server, main.js. */
  mainPath: string;
  port: number;
  /** DATA_DIR: PGlite's files and the covers. */
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** More settings, or other values for the ones above (the fleet test's shared Redis, say). */
  env?: Record<string, string>;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

// The same key across restarts, so tokens issued before a crash stay valid after it.
const JWT_SECRET = 'fault-tests-only-secret-0123456789abcdef';
const STARTUP_TIMEOUT_MS = 90_000;

/** The production server as a child process, for tests that kill it. */
export class ServerProcess {
  readonly baseUrl: string;
  readonly exited: Promise<ServerExit>;
  private log = '';

  private constructor(
    private readonly child: ChildProcess,
    port: number,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    child.stdout?.on('data', (chunk: Buffer) => this.keepLog(chunk));
    child.stderr?.on('data', (chunk: Buffer) => this.keepLog(chunk));
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  /** Starts the server and waits until /health answers 200. */
  static async start(options: ServerOptions): Promise<ServerProcess> {
    // Otherwise the health check could be answered by a server left over from an earlier run.
    if (!(await connectionRefused(options.port))) throw new Error(`Port ${options.port} is in use: stop what listens there first`);
    const child = spawn(process.execPath, [options.mainPath], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        // Empty is unset: CI exports a DATABASE_URL that PGlite runs must not pick up.
        DATABASE_URL: options.databaseUrl ?? '',
        JWT_SECRET,
        AUTH_RATE_LIMIT: '1000000',
        LOG_LEVEL: 'warn',
        SMTP_URL: '',
        ...options.env,
      },
    });
    const server = new ServerProcess(child, options.port);
    await server.waitUntilHealthy();
    return server;
  }

  get pid(): number {
    if (this.child.pid === undefined) throw new Error('The server process has no pid');
    return this.child.pid;
  }

  /** The server's recent output, for failure messages. */
  output(): string {
    return this.log;
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** SIGKILL: no shutdown code runs, as in a crash or an OOM kill. */
  async crash(): Promise<ServerExit> {
    this.child.kill('SIGKILL');
    return this.exited;
  }

  /** SIGTERM and wait for the exit. */
  async stop(): Promise<ServerExit> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return this.exited;
    this.child.kill('SIGTERM');
    return this.exited;
  }

  private keepLog(chunk: Buffer): void {
    this.log = (this.log + chunk.toString('utf8')).slice(-20_000);
  }

  private async waitUntilHealthy(): Promise<void> {
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    let exited = false;
    void this.exited.then(() => (exited = true));
    while (Date.now() < deadline && !exited) {
      try {
        const response = await fetch(`${this.baseUrl}/api/v1/health`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    this.child.kill('SIGKILL');
    throw new Error(`The server did not become healthy (${exited ? 'it exited' : 'timed out'}):\n${this.log}`);
  }
}
