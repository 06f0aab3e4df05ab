import { compareSortKeys, creatorSortKey, sortKey } from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator, createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';
import { queryRows } from './query-rows';
import { refreshSortKeys, SORT_KEY_RULE_VERSION } from './refresh-sort-keys';

/** Names and titles that tell sort rules apart: case, accents, scripts, white space, digits, astral characters. */
const TRICKY = [
  'Émile Zola',
  'emile zola',
  'Zoë',
  'zoe',
  'Zoe Bell',
  'Ørsted',
  'Æsop',
  'Aesop',
  '  Spaced   out  ',
  'tab\there',
  'Straße',
  'Strasse',
  '한강',
  'ガンダム',
  'Достоевский',
  'Толстой',
  'Ὅμηρος',
  'ΟΔΥΣΣΕΥΣ',
  'İstanbul',
  '😀 Smile',
  'Ａ wide',
  '2001',
  '10 Things',
  "O'Brien",
  'de la Cruz',
  'McDonald',
  'Mc Donald',
  'x'.repeat(260),
];

describe('sort keys', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(server.app.database.db, query);

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    for (const text of TRICKY) {
      const creator = await createCreator(server.app, text.trim() || 'Nobody');
      const id = await createMedia(server.app, { title: text.trim() || 'Blank', creators: [creator] });
      await shelve(server.app, cast.owner, id, 'read');
    }
    await createMedia(server.app, { title: 'No creator at all' });
  });
  afterAll(() => server.close());

  it('stores the contract’s keys on media and on their library copies', async () => {
    const stored = await rows<{ title: string; sort_title: string; sort_creator: string; name: string | null; last: string | null; copy_creator: string | null; copy_title: string | null }>(sql`
      select m.title, m.sort_title, m.sort_creator, c.name, c.last, um.sort_creator as copy_creator, um.sort_title as copy_title
      from media m
      left join media_creators mc on mc.media_id = m.media_id and mc.position = 0
      left join creators c on c.creator_id = mc.creator_id
      left join user_media um on um.media_id = m.media_id`);
    expect(stored).toHaveLength(TRICKY.length + 1);
    for (const row of stored) {
      const creators = row.name === null || row.last === null ? [] : [{ name: row.name, last: row.last }];
      expect(row.sort_title, row.title).toBe(sortKey(row.title));
      expect(row.sort_creator, row.title).toBe(creatorSortKey(creators));
      if (row.copy_title !== null) expect([row.copy_title, row.copy_creator], row.title).toEqual([row.sort_title, row.sort_creator]);
    }
  });

  it('orders keys in the database exactly as compareSortKeys does, whatever the database locale', async () => {
    for (const column of ['sort_title', 'sort_creator'] as const) {
      const ordered = (await rows<{ key: string }>(sql`select ${sql.raw(column)} as key from media order by ${sql.raw(column)}`)).map((row) => row.key);
      expect(ordered).toEqual([...ordered].sort(compareSortKeys));
    }
    const shelf = await server.app.inject({ method: 'GET', url: '/api/v1/usermedias/library/page?library=read&sortBy=title&pageSize=100', headers: cast.owner.headers });
    const titles = shelf.json().map((item: { media: { title: string } }) => item.media.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => compareSortKeys(sortKey(a), sortKey(b))));
  });

  it('brings keys stored by an older rule up to the current one, once, media and library copies alike', async () => {
    const db = server.app.database.db;
    // The old rule: trimmed and lower-cased only, accents kept.
    await db.execute(sql`update media set sort_title = lower(title) where title in ('Émile Zola', 'Zoë', 'Straße')`);
    await db.execute(sql`update user_media um set sort_title = m.sort_title from media m where m.media_id = um.media_id`);
    await db.execute(sql`update derived_data_versions set version = 1 where name = 'sort_keys'`);
    await refreshSortKeys(db);
    const fixed = await rows<{ title: string; sort_title: string; copy: string }>(sql`
      select m.title, m.sort_title, um.sort_title as copy from media m join user_media um on um.media_id = m.media_id
      where m.title in ('Émile Zola', 'Zoë', 'Straße')`);
    expect(fixed.map((row) => [row.title, row.sort_title, row.copy]).sort()).toEqual([
      ['Straße', 'straße', 'straße'],
      ['Zoë', 'zoe', 'zoe'],
      ['Émile Zola', 'emile zola', 'emile zola'],
    ]);
    const [version] = await rows<{ version: number }>(sql`select version from derived_data_versions where name = 'sort_keys'`);
    expect(version?.version).toBe(SORT_KEY_RULE_VERSION);
  });
});
