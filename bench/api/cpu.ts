import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User plus system CPU time a process has used so far, in milliseconds (0 once it is gone). */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after it are fixed: utime is the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU time of a set of processes, by pid. */
export type CpuSnapshot = Map<number, number>;

export function snapshot(pids: readonly number[]): CpuSnapshot {
  return new Map(pids.map((pid) => [pid, cpuMs(pid)]));
}

/** CPU used between two snapshots; a process only in the later one counts from zero. */
export function usedBetween(before: CpuSnapshot, after: CpuSnapshot): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/**
 * The PostgreSQL backends serving one database: their CPU is the database's share of a
 * request (other sessions' databases on the same server are not counted).
 */
export async function databaseBackends(adminUrl: string, database: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
