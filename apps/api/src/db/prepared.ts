import { createHash } from 'node:crypto';
import { fillPlaceholders, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './db';
import { executePrepared, isPglite } from './pglite-prepared';

const dialect = new PgDialect();

type Placeholders<Params> = { [Key in keyof Params]: Placeholder<Key & string> };

export type PreparedStatement<Params, Row> = (db: Db, params: Params) => Promise<Row[]>;

/**
 * A hot query written once with named placeholders (`p.userId`), turned into SQL text once,
 * and run as a prepared statement: on PostgreSQL a named one, which each pooled connection
 * parses and plans once and then only binds and executes (the planning of the library page's
 * statement cost more than running it); on PGlite PREPARE once and EXECUTE after
 * (pglite-prepared.ts), except inside a transaction, where the text is sent each time. `db`
 * may be a transaction. The name is the label plus a hash of the text, so two texts never share
 * a name on one connection (the driver refuses that).
 *
 * PostgreSQL may switch a prepared statement to a generic plan (made without the values) after
 * five runs: check a new statement's plan with `SET plan_cache_mode = force_generic_plan` and
 * EXPLAIN EXECUTE on the benchmark's data (a lateral join flattened into a hash join read a
 * user's whole shelf once; LIMIT 1 in the lateral subquery keeps it a probe per row).
 */
export function preparedStatement<Params extends Record<string, unknown>, Row>(
  label: string,
  build: (p: Placeholders<Params>) => SQL,
): PreparedStatement<Params, Row> {
  let compiled: { query: { sql: string; params: unknown[] }; name: string } | undefined;
  const bySession = new WeakMap<object, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db, params) => {
    if (!compiled) {
      const placeholders = new Proxy({} as Placeholders<Params>, { get: (_, key) => sql.placeholder(String(key)) });
      const query = dialect.sqlToQuery(build(placeholders));
      const safeLabel = label.toLowerCase().replace(/[^a-z0-9_]/g, '_').slice(0, 40);
      compiled = { query, name: `${safeLabel}_${createHash('sha1').update(query.sql).digest('hex').slice(0, 12)}` };
    }
    const session = db._.session;
    const client = (session as unknown as { client?: unknown }).client;
    if (isPglite(client)) return executePrepared<Row>(client, compiled.name, compiled.query.sql, fillPlaceholders(compiled.query.params, params));
    let prepared = bySession.get(session);
    if (!prepared) {
      prepared = session.prepareQuery(compiled.query, undefined, compiled.name, false);
      bySession.set(session, prepared);
    }
    const result = (await prepared.execute(params)) as { rows: Row[] };
    return result.rows;
  };
}

/**
 * Statements whose text depends on a few choices (a filter present or not, a sort order): one
 * prepared statement per combination, made when first needed.
 */
export function preparedVariants<Shape, Params extends Record<string, unknown>, Row>(
  label: string,
  keyOf: (shape: Shape) => string,
  build: (shape: Shape, p: Placeholders<Params>) => SQL,
): (db: Db, shape: Shape, params: Params) => Promise<Row[]> {
  const variants = new Map<string, PreparedStatement<Params, Row>>();
  return (db, shape, params) => {
    const key = keyOf(shape);
    let statement = variants.get(key);
    if (!statement) {
      statement = preparedStatement<Params, Row>(`${label}_${key}`, (p) => build(shape, p));
      variants.set(key, statement);
    }
    return statement(db, params);
  };
}
