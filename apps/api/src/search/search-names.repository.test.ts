import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator, createSeries } from '../testing/catalog';
import { creatorMatches, seriesMatches } from './search-names.repository';

/** The ranking as one query at the configured threshold: what the raised thresholds must give too. */
const reference = (table: 'creators' | 'series', text: string, limit: number) =>
  sql`select ${sql.raw(table === 'creators' ? 'creator_id' : 'series_id')} as id from ${sql.raw(table)}
    where name ilike ${`%${text}%`} or ${text} <% name
    order by word_similarity(${text}, name) desc, lower(${sql.raw(table === 'creators' ? 'last' : 'name')}), 1 limit ${limit}`;

describe('name search with rising recall', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp();
    const surnames = ['Clayham', 'Clayhill', 'Clayhurst', 'Claybury', 'Clayson', 'Claymore', 'Claywood', 'Clay', 'Hamley', 'Clayham-Smith'];
    for (const first of ['Amara', 'Amira', 'Omar', 'Tamara']) {
      for (const last of surnames) await createCreator(server.app, `${first} ${last}`);
    }
    await createCreator(server.app, 'Amara J. Clayham');
    for (const kind of ['Archives', 'Chronicles', 'Tales', 'Cycle']) {
      for (const noun of ['Raven', 'Ravens', 'Crow', 'Haven']) await createSeries(server.app, `The Eternal ${noun} ${kind}`);
    }
  });
  afterAll(() => server.close());

  it.each([
    ['Amara Clayham', 1],
    ['Amara Clayham', 3],
    ['Amara Clayham', 10],
    ['amra clayhm', 5],
    ['Clay', 4],
    ['hurst', 2],
    ['Nobody Here', 5],
  ])('finds the same creators as one query at the lowest threshold: %s, limit %i', async (text, limit) => {
    const db = server.app.database.db;
    const expected = (await queryRows<{ id: number }>(db, reference('creators', text, limit))).map((row) => row.id);
    expect((await creatorMatches(db, text, limit)).map((creator) => creator.creatorID)).toEqual(expected);
  });

  it.each([
    ['The Eternal Raven Archives', 1],
    ['The Eternal Raven Archives', 6],
    ['eternal crow', 3],
    ['Tales', 20],
  ])('finds the same series as one query at the lowest threshold: %s, limit %i', async (text, limit) => {
    const db = server.app.database.db;
    const expected = (await queryRows<{ id: number }>(db, reference('series', text, limit))).map((row) => row.id);
    expect((await seriesMatches(db, text, limit)).map((item) => item.seriesID)).toEqual(expected);
  });
});
