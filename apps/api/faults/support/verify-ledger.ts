import type { LibraryEntryExpectation, WriteLedger } from './write-burst';

/** Runs one SQL statement and answers its rows: PGlite's and node-postgres' query, side by side. */
export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

export interface Verification {
  acknowledged: number;
  /** Acknowledged writes whose effect is in the database (or was overwritten by a later write of the same lane). */
  found: number;
  lost: string[];
  inconsistencies: string[];
}

/** Whole-database invariants that a half-applied transaction would break. */
const CONSISTENCY_CHECKS: { problem: string; sql: string }[] = [
  {
    problem: 'readings of a library entry that no longer exists',
    sql: 'select count(*)::int as n from readings r where not exists (select 1 from user_media u where u.usermedia_id = r.usermedia_id)',
  },
  {
    problem: 'journal entries of a library entry that no longer exists',
    sql: 'select count(*)::int as n from entries e where not exists (select 1 from user_media u where u.usermedia_id = e.usermedia_id)',
  },
  {
    problem: 'journal entries pointing at a reading of another entry or at none that exists',
    sql: `select count(*)::int as n from entries e where e.reading_id is not null
            and not exists (select 1 from readings r where r.reading_id = e.reading_id and r.usermedia_id = e.usermedia_id)`,
  },
  {
    problem: 'library entries whose status and open reading disagree (currentlyReading has exactly one open reading, other statuses none)',
    sql: `select count(*)::int as n from user_media u
            where (u.status = 'currentlyReading') <> exists (select 1 from readings r where r.usermedia_id = u.usermedia_id and r.date_finished is null)`,
  },
  {
    problem: 'shelf totals kept by the trigger that differ from a recount',
    sql: `select count(*)::int as n from
            (select user_id, status, media_type, count(*)::int as total, (count(*) filter (where favorited))::int as favorites
               from user_media group by user_id, status, media_type) recount
            full join (select * from shelf_totals where total <> 0 or favorites <> 0) kept using (user_id, status, media_type)
            where recount.total is distinct from kept.total or recount.favorites is distinct from kept.favorites`,
  },
];

function idList(ids: number[]): string {
  if (!ids.every(Number.isInteger)) throw new Error('Ids must be integers');
  return ids.length > 0 ? ids.join(',') : 'null';
}

function checkFields(entry: LibraryEntryExpectation, row: Record<string, unknown>, lost: string[]): number {
  let missing = 0;
  for (const [field, expectation] of Object.entries(entry.fields)) {
    const allowed = [expectation.acknowledged, ...expectation.inFlight];
    if (!allowed.includes(row[field] as never)) {
      missing++;
      lost.push(`library entry ${entry.usermediaId}: ${field} is ${JSON.stringify(row[field])}, acknowledged ${JSON.stringify(expectation.acknowledged)}`);
    }
  }
  return missing;
}

/** Compares the database with the ledger: every acknowledged write must be there, and the data must hang together. */
export async function verifyLedger(query: Query, ledger: WriteLedger): Promise<Verification> {
  const lost: string[] = [];
  let lostWrites = 0;
  const entries = [...ledger.libraryEntries.values()];
  const rows = await query(
    `select usermedia_id, media_id, status, rating, review, favorited from user_media where usermedia_id in (${idList(entries.map((entry) => entry.usermediaId))})`,
  );
  const rowById = new Map(rows.map((row) => [Number(row['usermedia_id']), row]));

  for (const entry of entries) {
    const row = rowById.get(entry.usermediaId);
    if (entry.deletion === 'acknowledged') {
      if (row) {
        lostWrites++;
        lost.push(`library entry ${entry.usermediaId}: its removal was acknowledged but it is still there`);
      }
      continue;
    }
    if (!row) {
      if (entry.deletion === 'none') {
        lostWrites++;
        lost.push(`library entry ${entry.usermediaId}: its addition was acknowledged but it is missing`);
      }
      continue;
    }
    if (Number(row['media_id']) !== entry.mediaId) {
      lostWrites++;
      lost.push(`library entry ${entry.usermediaId}: holds media ${String(row['media_id'])}, not ${entry.mediaId}`);
    }
    lostWrites += checkFields(entry, row, lost);
  }

  const journalRows = await query(`select entry_id, body from entries where entry_id in (${idList(ledger.journalEntries.map((entry) => entry.entryId))})`);
  const bodyById = new Map(journalRows.map((row) => [Number(row['entry_id']), row['body']]));
  for (const journal of ledger.journalEntries) {
    const survivesRemoval = rowById.has(journal.usermediaId);
    const body = bodyById.get(journal.entryId);
    if (survivesRemoval && body !== journal.body) {
      lostWrites++;
      lost.push(`journal entry ${journal.entryId}: acknowledged but ${body === undefined ? 'missing' : `holds ${JSON.stringify(body)}`}`);
    }
    if (!survivesRemoval && body !== undefined) {
      lostWrites++;
      lost.push(`journal entry ${journal.entryId}: still there after its library entry was removed`);
    }
  }

  const inconsistencies: string[] = [];
  for (const check of CONSISTENCY_CHECKS) {
    const [result] = await query(check.sql);
    const count = Number(result?.['n'] ?? 0);
    if (count > 0) inconsistencies.push(`${count} ${check.problem}`);
  }

  return { acknowledged: ledger.acknowledged, found: ledger.acknowledged - lostWrites, lost, inconsistencies };
}
