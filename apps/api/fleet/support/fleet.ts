import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { connectionRefused } from '../../faults/support/ports';
import { ServerProcess } from '../../faults/support/server-process';
import type { Query } from '../../faults/support/verify-ledger';

export const BALANCER_PORT = 3500;
const INSTANCE_PORTS = [3501, 3502, 3503];
export const SPARE_PORT = 3504;
const SHARED_POSTGRES = 'postgres://postgres@127.0.0.1:5432';
export const JWT_SECRET = 'fleet-test-shared-secret-0123456789abcdef';
/** The repository's sample configuration, which the README documents. */
export const HAPROXY_CONFIG = resolve(import.meta.dirname, '../../../../deploy/haproxy.cfg');

export interface Instance {
  name: string;
  url: string;
  server: ServerProcess;
}

export interface Fleet {
  balancerUrl: string;
  instances: Instance[];
  databaseUrl: string;
  redisUrl: string;
  /** Every instance's settings but its port, data folder and database connection name. */
  sharedEnv: Record<string, string>;
  query: Query;
  balancerLog(): string;
  stop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${SHARED_POSTGRES}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Deletes this run's keys only: other runs and programs share the Redis server. */
async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function requireRedis(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  const answered = await redis.connect().then(
    () => redis.ping(),
    () => null,
  );
  redis.disconnect();
  if (answered !== 'PONG') {
    throw new Error(`No Redis at ${redisUrl}: start one (redis-server --daemonize yes --port 6379 --save "" --appendonly no) or set FLEET_REDIS_URL`);
  }
}

/** haproxy in the foreground with the sample configuration, its addresses given by the environment. */
function startBalancer(instances: string[]): { child: ChildProcess; log: () => string } {
  const [app1, app2, app3] = instances;
  let log = '';
  const child = spawn('haproxy', ['-f', HAPROXY_CONFIG, '-db'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SHELFMARK_LISTEN: `127.0.0.1:${BALANCER_PORT}`,
      SHELFMARK_APP1: app1 ?? '',
      SHELFMARK_APP2: app2 ?? '',
      SHELFMARK_APP3: app3 ?? '',
    },
  });
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, log: () => log };
}

/** Until the balancer has sent health checks' worth of requests to every instance. */
async function waitForAllInstances(balancerUrl: string, names: string[], log: () => string): Promise<void> {
  const seen = new Set<string>();
  const deadline = Date.now() + 30_000;
  while (seen.size < names.length) {
    if (Date.now() > deadline) throw new Error(`The balancer reached only ${[...seen].join(', ') || 'no instance'}:\n${log()}`);
    const response = await fetch(`${balancerUrl}/api/v1/health`).catch(() => null);
    const instance = response?.headers.get('x-served-by');
    if (response?.ok && instance) seen.add(instance);
    else await new Promise((wait) => setTimeout(wait, 200));
  }
}

/**
 * A fresh database on the local PostgreSQL server, this run's keys in the local Redis, three
 * production servers started at the same moment (they migrate the new database together), and
 * haproxy in front of them.
 */
export async function startFleet(appsRoot: string): Promise<Fleet> {
  for (const port of [BALANCER_PORT, ...INSTANCE_PORTS, SPARE_PORT]) {
    if (!(await connectionRefused(port))) throw new Error(`Port ${port} is in use: stop what listens there first`);
  }
  const redisUrl = process.env['FLEET_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
  await requireRedis(redisUrl);
  const keyPrefix = `shelfmark-fleet-${process.pid}-${Date.now()}:`;
  const databaseName = `shelfmark_fleet_${process.pid}`;
  await admin(async (client) => {
    await client.query(`drop database if exists ${databaseName} with (force)`);
    await client.query(`create database ${databaseName}`);
  });
  const databaseUrl = `${SHARED_POSTGRES}/${databaseName}`;
  const dataDirs = INSTANCE_PORTS.map(() => mkdtempSync(join(tmpdir(), 'shelfmark-fleet-')));
  const balancerUrl = `http://127.0.0.1:${BALANCER_PORT}`;
  const sharedEnv = {
    JWT_SECRET,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    // The balancer is on this machine; it passes the client's address on in X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    AUTH_RATE_LIMIT: '5',
    PUBLIC_URL: balancerUrl,
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  let balancer: ReturnType<typeof startBalancer> | undefined;
  const instances: Instance[] = [];
  const stop = async () => {
    if (balancer && balancer.child.exitCode === null) {
      const exited = once(balancer.child, 'exit');
      balancer.child.kill('SIGTERM');
      await exited;
    }
    await Promise.all(instances.map((instance) => instance.server.stop().catch(() => undefined)));
    await client.end().catch(() => undefined);
    await admin((adminClient) => adminClient.query(`drop database if exists ${databaseName} with (force)`));
    await deleteKeys(redisUrl, keyPrefix);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const started = await Promise.all(
      INSTANCE_PORTS.map((port, index) =>
        ServerProcess.start({
          mainPath: join(appsRoot, 'api/main.js'),
          port,
          dataDir: dataDirs[index] ?? '',
          // Each instance's connections carry its name, so the database can tell who holds a lock.
          databaseUrl: `${databaseUrl}?application_name=app${index + 1}`,
          env: sharedEnv,
        }),
      ),
    );
    started.forEach((server, index) => instances.push({ name: `app${index + 1}`, url: `http://127.0.0.1:${INSTANCE_PORTS[index]}`, server }));
    balancer = startBalancer(INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`));
    await waitForAllInstances(balancerUrl, instances.map((instance) => instance.name), balancer.log);
    await client.connect();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    balancerUrl,
    instances,
    databaseUrl,
    redisUrl,
    sharedEnv,
    query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
    balancerLog: () => balancer?.log() ?? '',
    stop,
  };
}
