import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../db/query-rows';

/**
 * Rows as fingerprinted where a table keeps bookkeeping that any authenticated call updates:
 * a personal token's last use is recorded before the route refuses or allows the call.
 */
const FINGERPRINTED_ROW: Record<string, string> = {
  access_tokens: '(t.token_id, t.user_id, t.name, t.scopes, t.hint, t.secret_hash, t.created, t.expires_at, t.revoked_at)',
};

/**
 * A fingerprint of every table of the application: one md5 per table over all its rows.
 * Equal fingerprints before and after a refused call prove the call changed nothing.
 */
export async function createFingerprinter(app: FastifyInstance): Promise<() => Promise<Record<string, string>>> {
  const db = app.database.db;
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  if (tables.length === 0) throw new Error('no tables to fingerprint');
  const columns = tables
    .map(({ name }) => {
      const quoted = `"${name.replace(/"/g, '""')}"`;
      const row = FINGERPRINTED_ROW[name] ?? 't';
      return `(select md5(coalesce(string_agg(${row}::text, '|' order by ${row}::text), '')) from ${quoted} t) as ${quoted}`;
    })
    .join(', ');
  const query = sql.raw(`select ${columns}`);
  return async () => {
    const [row] = await queryRows<Record<string, string>>(db, query);
    if (!row) throw new Error('no fingerprint');
    return row;
  };
}
