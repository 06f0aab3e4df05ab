import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedDatabase } from './databases';
import { type Query, verifyLedger } from './verify-ledger';
import { WriteLedger } from './write-burst';

// The columns the verifier reads, without foreign keys so that broken data can be made on purpose.
const SCHEMA = `
  create table user_media (usermedia_id int primary key, user_id int, media_id int, status text, media_type text,
                           rating int, review text, favorited boolean);
  create table readings (reading_id int primary key, usermedia_id int, date_finished timestamptz);
  create table entries (entry_id int primary key, usermedia_id int, reading_id int, body text);
  create table shelf_totals (user_id int, status text, media_type text, total int, favorites int);
  insert into user_media values (1, 1, 10, 'read', 'movie', 7, 'good', true);
  insert into shelf_totals values (1, 'read', 'movie', 1, 1);
  insert into entries values (100, 1, null, 'kept');
`;

let database: Awaited<ReturnType<typeof createSharedDatabase>> | undefined;
let client: pg.Client;
const query: Query = async (sql) => (await client.query<Record<string, unknown>>(sql)).rows;

function ledgerOf(rating: number): WriteLedger {
  const ledger = new WriteLedger();
  const field = (acknowledged: string | number | boolean | null) => ({ acknowledged, inFlight: [] });
  ledger.libraryEntries.set(1, {
    usermediaId: 1,
    mediaId: 10,
    fields: { status: field('read'), rating: field(rating), review: field('good'), favorited: field(true) },
    deletion: 'none',
  });
  ledger.journalEntries.push({ entryId: 100, usermediaId: 1, body: 'kept' });
  ledger.acknowledged = 3;
  return ledger;
}

beforeAll(async () => {
  database = await createSharedDatabase('verify');
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(SCHEMA);
});

afterAll(async () => {
  await client?.end();
  await database?.drop();
});

// The fault tests pass only if the verifier can fail: these make sure it does.
describe('verifyLedger', () => {
  it('finds every acknowledged write of a matching database', async () => {
    expect(await verifyLedger(query, ledgerOf(7))).toEqual({ acknowledged: 3, found: 3, lost: [], inconsistencies: [] });
  });

  it('reports an acknowledged value that is not there, and a missing journal entry', async () => {
    const ledger = ledgerOf(8);
    ledger.journalEntries.push({ entryId: 101, usermediaId: 1, body: 'lost' });
    const result = await verifyLedger(query, ledger);
    expect(result.lost).toEqual(['library entry 1: rating is 7, acknowledged 8', 'journal entry 101: acknowledged but missing']);
    expect(result.found).toBe(1);
  });

  it('reports orphans and totals that differ from a recount', async () => {
    await client.query(`insert into readings values (5, 99, null); update shelf_totals set total = 2`);
    const result = await verifyLedger(query, ledgerOf(7));
    expect(result.inconsistencies).toEqual([
      '1 readings of a library entry that no longer exists',
      '1 shelf totals kept by the trigger that differ from a recount',
    ]);
  });
});
