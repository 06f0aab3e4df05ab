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

/**
 * A new copy of a generated database (dropped first if an earlier run left it), so a benchmark
 * that writes starts from the same data every run rather than from what earlier runs added.
 * The copy is of the files (not written to the WAL), and a checkpoint follows it: the next timed
 * checkpoint is then minutes away, past a benchmark of a minute or two, so no run meets one
 * (and the burst of full-page writes after it) while another does not.
 */
export async function copyPgDatabase(template: string, name: string): Promise<void> {
  for (const database of [template, name]) if (!/^shelfmark_bench[a-z0-9_]*$/.test(database)) throw new Error(`bench databases are named shelfmark_bench…, not ${database}`);
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name} template ${template} strategy file_copy`);
    await client.query('checkpoint');
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
