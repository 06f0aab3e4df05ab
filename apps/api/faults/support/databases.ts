import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Query } from './verify-ledger';

/** Opens a stopped server's PGlite files (the server keeps them in DATA_DIR/pglite). */
export async function withPglite<T>(dataDir: string, check: (query: Query) => Promise<T>): Promise<T> {
  const client = new PGlite({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    return await check(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await client.close();
  }
}

export async function withPostgres<T>(url: string, check: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await check(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await client.end();
  }
}

const SHARED_SERVER = 'postgres://postgres@127.0.0.1:5432';

/** A fresh database on the shared local PostgreSQL server (trust auth), named shelfmark_fault_*. */
export async function createSharedDatabase(purpose: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shelfmark_fault_${purpose}_${process.pid}`;
  const admin = `${SHARED_SERVER}/postgres`;
  await withPostgres(admin, async (query) => {
    await query(`drop database if exists ${name} with (force)`);
    await query(`create database ${name}`);
  });
  return { url: `${SHARED_SERVER}/${name}`, drop: () => withPostgres(admin, async (query) => void (await query(`drop database if exists ${name} with (force)`))) };
}

function postgresBin(program: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(root, version, 'bin', program)).find((path) => existsSync(path));
  if (!found) throw new Error(`No ${program} under ${root}: install the Debian postgresql package`);
  return found;
}

/**
 * A throwaway PostgreSQL cluster of our own, to stop and start under the server. PostgreSQL
 * refuses to run as root, so as root its programs run as the postgres user.
 */
export class PrivateCluster {
  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  get url(): string {
    return this.urlOf('postgres');
  }

  urlOf(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  static create(port: number): PrivateCluster {
    const dir = mkdtempSync(join(tmpdir(), 'shelfmark-fault-pg-'));
    const cluster = new PrivateCluster(dir, port);
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, uid, gid);
    }
    cluster.run('initdb', ['-D', cluster.dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    cluster.start();
    return cluster;
  }

  private get dataDir(): string {
    return join(this.dir, 'data');
  }

  start(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-l', join(this.dir, 'server.log'), '-w', '-o', `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`, 'start']);
  }

  /** Stops at once, as a crash would: open connections are cut, recovery runs on the next start. */
  stopImmediately(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private run(program: string, args: string[]): void {
    const asRoot = process.getuid?.() === 0;
    const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', postgresBin(program), ...args]] : [postgresBin(program), args];
    execFileSync(command, commandArgs as string[], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  }
}
