import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A free loopback port, found by letting the system pick one. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A Redis server of the test's own (Debian's redis-server, nothing kept on disk), to stop and start under the API. */
export class PrivateRedis {
  private child: ChildProcess | undefined;
  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async create(): Promise<PrivateRedis> {
    return new PrivateRedis(await freePort());
  }

  async start(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    let missing: Error | undefined;
    child.once('error', (error) => (missing = new Error(`The Redis tests need redis-server (Debian: apt-get install redis-server): ${error.message}`)));
    this.child = child;
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (missing) throw missing;
      const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      client.on('error', () => {});
      const ready = await client.connect().then(
        () => client.ping().then(() => true),
        () => false,
      );
      client.disconnect();
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${this.port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** SIGKILL: gone at once, as a crash or a network cut would leave it. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
    this.child = undefined;
  }
}
