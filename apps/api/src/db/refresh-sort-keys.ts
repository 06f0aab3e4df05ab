import { creatorSortKey, sortKey } from '@shelfmark/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './db';
import { queryRows } from './query-rows';
import { derivedDataVersions } from './schema';

/**
 * The version of the sort-key rule the stored keys follow: 1 was trim + lower case, 2 is
 * libs/contract's sortKey and creatorSortKey (accents aside, white space collapsed, a creator
 * without a last name sorted by name). Raise it when the rule changes.
 */
export const SORT_KEY_RULE_VERSION = 2;

const TASK = 'sort_keys';
const BATCH = 5000;
/** pg_advisory_xact_lock key: one server refreshes while the others wait, then find it done. */
const LOCK_KEY = 907_316_001;

interface Candidate {
  media_id: number;
  title: string;
  sort_creator: string;
  sort_title: string;
  name: string | null;
  last: string | null;
}

async function storedVersion(db: Db): Promise<number> {
  // Opened on older migrations (a migration's own test), the database has no such table yet.
  const [table] = await queryRows<{ found: boolean }>(db, sql`select to_regclass('derived_data_versions') is not null as found`);
  if (!table?.found) return SORT_KEY_RULE_VERSION;
  const [row] = await db.select({ version: derivedDataVersions.version }).from(derivedDataVersions).where(eq(derivedDataVersions.name, TASK));
  return row?.version ?? 0;
}

/**
 * Rows whose key the new rule may change: the two rules agree on printable ASCII without
 * double spaces, so only the other titles and names (and creators without a last name) are read.
 */
async function candidates(db: Db, after: number): Promise<Candidate[]> {
  return queryRows<Candidate>(db, sql`
    select m.media_id, m.title, m.sort_creator, m.sort_title, c.name, c.last
    from media m
    left join lateral (
      select cr.name, cr.last from media_creators mc join creators cr on cr.creator_id = mc.creator_id
      where mc.media_id = m.media_id order by mc.position limit 1
    ) c on true
    where m.media_id > ${after}
      and (m.title ~ '[^ -~]|  ' or c.last ~ '[^ -~]|  ' or c.last = '' or c.name ~ '[^ -~]|  ')
    order by m.media_id
    limit ${BATCH}`);
}

async function rewrite(db: Db, rows: Candidate[]): Promise<void> {
  const changed = rows
    .map((row) => ({
      id: row.media_id,
      creator: creatorSortKey(row.name === null || row.last === null ? [] : [{ name: row.name, last: row.last }]),
      title: sortKey(row.title),
      row,
    }))
    .filter(({ creator, title, row }) => creator !== row.sort_creator || title !== row.sort_title);
  if (changed.length === 0) return;
  const keys = JSON.stringify(changed.map(({ id, creator, title }) => ({ id, creator, title })));
  await db.execute(sql`
    update media m set sort_creator = k.creator, sort_title = k.title
    from json_to_recordset(${keys}::json) as k(id integer, creator text, title text)
    where m.media_id = k.id`);
  await db.execute(sql`
    update user_media um set sort_creator = m.sort_creator, sort_title = m.sort_title
    from media m, json_to_recordset(${keys}::json) as k(id integer)
    where m.media_id = k.id and um.media_id = m.media_id
      and (um.sort_creator, um.sort_title) is distinct from (m.sort_creator, m.sort_title)`);
}

/**
 * Brings the stored sort keys (media and their library copies) to the current rule, once: at
 * start, after the migrations. A database already on the rule costs one read.
 */
export async function refreshSortKeys(db: Db): Promise<void> {
  if ((await storedVersion(db)) >= SORT_KEY_RULE_VERSION) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    if ((await storedVersion(tx)) >= SORT_KEY_RULE_VERSION) return;
    for (let after = 0; ; ) {
      const rows = await candidates(tx, after);
      await rewrite(tx, rows);
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]?.media_id ?? after;
    }
    await tx
      .insert(derivedDataVersions)
      .values({ name: TASK, version: SORT_KEY_RULE_VERSION })
      .onConflictDoUpdate({ target: derivedDataVersions.name, set: { version: SORT_KEY_RULE_VERSION } });
  });
}
