import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';

/** A table of the application (schema public) and the columns a dump holds: every one but the generated. */
export interface TableShape {
  name: string;
  columns: string[];
}

export interface SequenceValue {
  name: string;
  /** null when the sequence has never been used. */
  lastValue: string | null;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The application's tables, ordered so every table comes after the tables its foreign keys point to. */
export async function tablesInLoadOrder(db: Db): Promise<TableShape[]> {
  const columns = await queryRows<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and not c.relispartition
          and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const references = await queryRows<{ table: string; target: string }>(
    db,
    sql`select c.relname as "table", t.relname as "target"
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class t on t.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const shapes = new Map<string, TableShape>();
  for (const { table, column } of columns) {
    const shape = shapes.get(table) ?? { name: table, columns: [] };
    shape.columns.push(column);
    shapes.set(table, shape);
  }
  const ordered: TableShape[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') throw new Error(`The tables' foreign keys run in a circle through ${name}`);
    state.set(name, 'open');
    for (const { target } of references.filter((reference) => reference.table === name)) visit(target);
    state.set(name, 'done');
    const shape = shapes.get(name);
    if (shape) ordered.push(shape);
  };
  for (const name of [...shapes.keys()].sort()) visit(name);
  return ordered;
}

/** The tag's `when` of the last migration applied to this database (drizzle's bookkeeping), or null before any. */
export async function lastMigrationWhen(db: Db): Promise<number | null> {
  // Asked first, not caught: inside a transaction a failed query would end it.
  const [exists] = await queryRows<{ found: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!exists?.found) return null;
  const [row] = await queryRows<{ when: string | null }>(db, sql`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`);
  return row?.when ? Number(row.when) : null;
}

export async function sequenceValues(db: Db): Promise<SequenceValue[]> {
  return queryRows<SequenceValue>(
    db,
    sql`select sequencename as "name", last_value::text as "lastValue" from pg_sequences where schemaname = 'public' order by sequencename`,
  );
}

/**
 * Runs `work` in one read-only REPEATABLE READ transaction: every query inside sees the database
 * as it was at the first one, whatever the server commits meanwhile.
 */
export function inSnapshot<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as Db), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/**
 * Every row of a table as one line of JSON each (PostgreSQL's own row_to_json, so numbers,
 * timestamps and bytes keep their text form), handed over a batch at a time through a cursor.
 * Must run inside a transaction.
 */
export async function forEachRowBatch(tx: Db, table: TableShape, onBatch: (lines: string[]) => Promise<void>): Promise<void> {
  const columns = table.columns.map(quoteIdent).join(', ');
  await tx.execute(sql.raw(`declare backup_rows no scroll cursor for select row_to_json(r)::text as line from (select ${columns} from ${quoteIdent(table.name)}) r`));
  try {
    for (;;) {
      const rows = await queryRows<{ line: string }>(tx, sql.raw('fetch 500 from backup_rows'));
      if (rows.length === 0) break;
      await onBatch(rows.map((row) => row.line));
    }
  } finally {
    await tx.execute(sql.raw('close backup_rows'));
  }
}

/** Whether the database holds any table of its own (an installation, even an empty one). */
export async function hasApplicationTables(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as "count" from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname in ('public', 'drizzle')`,
  );
  return (row?.count ?? 0) > 0;
}

/** Inserts rows written by forEachRowBatch, identity columns keeping their values. */
export async function insertRows(tx: Db, table: TableShape, lines: string[]): Promise<void> {
  const columns = table.columns.map(quoteIdent).join(', ');
  const name = quoteIdent(table.name);
  await tx.execute(
    sql`${sql.raw(`insert into ${name} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${name}, `)}${`[${lines.join(',')}]`}${sql.raw('::json)')}`,
  );
}

/** Empties the tables, last referenced first: the rows migrations insert make way for the backup's own. */
export async function deleteAllRows(tx: Db, tablesInLoadOrder: TableShape[]): Promise<void> {
  for (const table of [...tablesInLoadOrder].reverse()) await tx.execute(sql.raw(`delete from ${quoteIdent(table.name)}`));
}

/** Turns the tables' own triggers off (on) for the transaction's bulk load; foreign keys stay checked. */
export async function setUserTriggers(tx: Db, tables: TableShape[], enabled: boolean): Promise<void> {
  for (const table of tables) await tx.execute(sql.raw(`alter table ${quoteIdent(table.name)} ${enabled ? 'enable' : 'disable'} trigger user`));
}

export async function restoreSequences(tx: Db, sequences: SequenceValue[]): Promise<void> {
  for (const sequence of sequences) {
    if (sequence.lastValue === null) continue;
    await tx.execute(sql`select setval(${`public.${quoteIdent(sequence.name)}`}::regclass, ${sequence.lastValue}::bigint, true)`);
  }
}

/** Any fixed number: the advisory lock the instances of a fleet take to make a scheduled backup. */
const BACKUP_LOCK = 7_318_004_212;

/**
 * Runs `work` while this instance holds the fleet's backup lock (PostgreSQL only), or answers
 * null at once when another instance holds it. The lock lives in a transaction of its own
 * connection and ends with it, even if this process dies.
 */
export async function whileHoldingBackupLock<T>(db: Db, work: () => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(tx as unknown as Db, sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK}) as locked`);
    return row?.locked ? work() : null;
  });
}
