import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';

export const ROOT = resolve(import.meta.dirname, '../..');
/** Generated databases and server folders, kept between runs (gitignored). */
export const DATA_DIR = resolve(ROOT, 'bench/.data');
/** JSON results of the last run of each benchmark. */
export const RESULTS_DIR = resolve(ROOT, 'bench/.results');

/** The PostgreSQL server the benchmark creates its databases on; BENCH_PG_URL overrides. */
export const PG_ADMIN_URL = process.env['BENCH_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates the database when missing; true when it was created now. */
export async function ensurePgDatabase(name: string): Promise<boolean> {
  if (!/^shelfmark_bench[a-z0-9_]*$/.test(name)) throw new Error(`bench databases are named shelfmark_bench…, not ${name}`);
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database ${name}`);
    return true;
  } finally {
    await client.end();
  }
}

/** Runs a command with inherited output; rejects when it fails. */
export function runCommand(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
