import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows';
import { creators, series } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator, createSeries } from '../testing/catalog';
import { creatorMatches, seriesMatches } from './search-names.repository';

describe('creator and series search over the name postings', () => {
  let server: TestApp;
  const db = () => server.app.database.db;
  const creatorNames = async (text: string, limit = 10) => (await creatorMatches(db(), text, limit)).map((creator) => creator.name);
  const seriesNames = async (text: string, limit = 10) => (await seriesMatches(db(), text, limit)).map((item) => item.name);

  beforeAll(async () => {
    server = await buildTestApp();
    for (const name of ['Amara J. Clayham', 'Tamara Clayham', 'Amara Clayham', 'Amira Clayham', 'Amara Clayhill', 'Omar Hamley', 'Clay', 'Amara Clayham-Smith']) {
      await createCreator(server.app, name);
    }
    for (const name of ['The Eternal Raven Archives', 'The Eternal Ravens Archives', 'The Eternal Crow Tales', 'The Raven', 'Archives of the Eternal Raven']) {
      await createSeries(server.app, name);
    }
  });
  afterAll(() => server.close());

  it('puts names holding every word whole first, shortest first, then those with a correction of the rarest word', async () => {
    // 'amara' drives (the first of the rarest words): as typed, then 'tamara', then 'amira'.
    expect(await creatorNames('Amara Clayham')).toEqual(['Amara Clayham', 'Amara J. Clayham', 'Amara Clayham-Smith', 'Tamara Clayham', 'Amira Clayham']);
    expect(await creatorNames('Amara Clayham', 2)).toEqual(['Amara Clayham', 'Amara J. Clayham']);
    // Word order does not matter; a misspelt word is corrected.
    expect((await creatorNames('clayham amara'))[0]).toBe('Amara Clayham');
    expect((await creatorNames('amra clayhm'))[0]).toBe('Amara Clayham');
  });

  it('finds a word still being typed anywhere in the name, after the whole-word matches', async () => {
    // 'Clay' whole, then its corrections 'clayham' and 'clayhill' whole.
    expect(await creatorNames('Clay')).toEqual(['Clay', 'Amara Clayham', 'Amira Clayham', 'Tamara Clayham', 'Amara J. Clayham', 'Amara Clayham-Smith', 'Amara Clayhill']);
    expect(await creatorNames('Amara Clayh')).toContain('Amara Clayhill');
    expect(await creatorNames('ham')).toContain('Omar Hamley');
    expect(await creatorNames('Nobody Here')).toEqual([]);
    expect(await creatorNames('%')).toEqual([]);
  });

  it('finds series the same way', async () => {
    // 'archives' drives (as rare as 'raven' with 'ravens', and first): shortest first.
    expect(await seriesNames('The Eternal Raven Archives')).toEqual(['The Eternal Raven Archives', 'The Eternal Ravens Archives', 'Archives of the Eternal Raven']);
    expect(await seriesNames('raven', 1)).toEqual(['The Raven']);
    expect(await seriesNames('eternal cro')).toEqual(['The Eternal Crow Tales']);
  });

  it('keeps the postings in step when a name is renamed or deleted', async () => {
    const id = await createCreator(server.app, 'Quentin Zebulon');
    await db().update(creators).set({ name: 'Quentin Yarrow' }).where(eq(creators.creatorId, id));
    expect(await creatorNames('Zebulon')).toEqual([]);
    expect(await creatorNames('Yarrow')).toEqual(['Quentin Yarrow']);
    await db().delete(creators).where(eq(creators.creatorId, id));
    expect(await queryRows(db(), sql`select 1 from creator_postings where creator_id = ${id}`)).toEqual([]);
    const seriesId = await createSeries(server.app, 'The Brief Saga');
    await db().delete(series).where(eq(series.seriesId, seriesId));
    expect(await queryRows(db(), sql`select 1 from series_postings where series_id = ${seriesId}`)).toEqual([]);
  });
});
