import { PGlite, types } from '@electric-sql/pglite';

/**
 * Named prepared statements on PGlite, which has no protocol-level ones in its API: the text is
 * PREPAREd once per database, then each call is an `EXECUTE name(literals)`, so PostgreSQL
 * neither parses nor plans the statement again (on the library page's statement that halved the
 * time, since PGlite runs the planner on the server's own thread). The values are written as SQL
 * literals by `literal`, which accepts only the types the app's statements use.
 */

/** Raw text for dates and times, as drizzle's PGlite driver reads them (the loaders convert). */
const RAW_DATES = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.DATE, types.INTERVAL].map((type) => [type, (value: string) => value]));

/** Per database, each statement's PREPARE, as a promise: two requests arriving together must not both prepare it. */
const preparedOn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

/** A value as a PostgreSQL literal (standard_conforming_strings, PGlite's default: only ' is special). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('text with a NUL character');
    return `'${value.replace(/'/g, "''")}'`;
  }
  if (value instanceof Date) return literal(value.toISOString());
  if (Array.isArray(value)) return value.length === 0 ? `'{}'` : `ARRAY[${value.map(literal).join(', ')}]`;
  throw new Error(`no SQL literal for ${typeof value}`);
}

/** Whether statements on this client can be PREPAREd once (the database itself, not a transaction of it). */
export function isPglite(client: unknown): client is PGlite {
  return client instanceof PGlite;
}

export async function executePrepared<Row>(client: PGlite, name: string, text: string, values: unknown[]): Promise<Row[]> {
  let names = preparedOn.get(client);
  if (!names) {
    names = new Map();
    preparedOn.set(client, names);
  }
  let preparing = names.get(name);
  if (!preparing) {
    preparing = client.query(`PREPARE ${name} AS ${text}`);
    names.set(name, preparing);
    // A failed PREPARE is tried again by the next call.
    preparing.catch(() => names.get(name) === preparing && names.delete(name));
  }
  await preparing;
  const args = values.length === 0 ? '' : `(${values.map(literal).join(', ')})`;
  return (await client.query<Row>(`EXECUTE ${name}${args}`, [], { parsers: RAW_DATES })).rows;
}
