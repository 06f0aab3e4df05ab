import type { Media } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator, createMedia, createSeries } from '../testing/catalog';
import { shelve } from '../testing/library';

/** PATCH /medias/{id} changes the fields it is given and leaves every other one as it was. */
describe('PATCH /medias/{id} with some fields', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let herbert: number;
  let anderson: number;
  let dune: number;
  let prelude: number;
  let firstBook: number;

  const call = (method: 'GET' | 'PATCH', url: string, account: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account.headers, ...(payload ? { payload } : {}) });
  const read = async (id: number): Promise<Media> => (await call('GET', `/medias/${id}`, cast.admin)).json();
  let books = 0;
  /** A fresh book with every field set (the first one has ISBN 0441172695). */
  const fullBook = () =>
    createMedia(server.app, {
      title: 'Dune Messiah',
      description: 'The sequel.',
      isbn: books++ === 0 ? '0441172695' : `9781000${String(books).padStart(6, '0')}`,
      creators: [herbert, anderson],
      genreIDs: [2, 13],
      seriesID: dune,
      seriesNum: 2,
      publication: '1969-10-15',
      numPages: 256,
      parentguide: 'PG',
      restricted: false,
      submedia: [{ title: 'Part one', overallnum: 1 }],
    });

  /** Patches as a librarian and checks that exactly the given fields changed. */
  async function expectOnly(patch: object, changed: Partial<Media>): Promise<void> {
    const id = await fullBook();
    const before = await read(id);
    const response = await call('PATCH', `/medias/${id}`, cast.librarian, patch);
    expect(response.statusCode, response.body).toBe(200);
    const { addedBy: _addedBy, ...answered } = { ...response.json(), addedBy: undefined };
    const after = await read(id);
    expect(after).toEqual({ ...before, ...changed });
    expect(answered).toMatchObject(changed);
  }

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    [herbert, anderson, dune, prelude] = await Promise.all([
      createCreator(server.app, 'Frank Herbert'),
      createCreator(server.app, 'Kevin J. Anderson'),
      createSeries(server.app, 'Dune Chronicles'),
      createSeries(server.app, 'Prelude to Dune'),
    ]);
    firstBook = await fullBook();
  });
  afterAll(() => server.close());

  it('changes the title and description only', async () => {
    await expectOnly({ title: 'Dune Messiah (revised)', description: 'Twelve years later.' }, { title: 'Dune Messiah (revised)', description: 'Twelve years later.' });
  });

  it('clears a field given as null, and only that one', async () => {
    await expectOnly({ description: null }, { description: null });
  });

  it('replaces the creators only, in the order given', async () => {
    const id = await fullBook();
    const before = await read(id);
    expect((await call('PATCH', `/medias/${id}`, cast.librarian, { creators: [anderson] })).statusCode).toBe(200);
    const after = await read(id);
    expect(after.creators.map((creator) => creator.creatorID)).toEqual([anderson]);
    expect({ ...after, creators: before.creators }).toEqual(before);
  });

  it('replaces the genres only', async () => {
    await expectOnly({ genreIDs: [1] }, { genres: [{ genreID: 1, genreNAME: 'fantasy' }] });
  });

  it('moves the item to another series, or out of one, leaving the rest', async () => {
    await expectOnly({ seriesID: prelude, seriesNum: 1 }, { seriesID: prelude, series: { seriesID: prelude, name: 'Prelude to Dune' }, seriesNum: 1 });
    await expectOnly({ seriesID: null }, { seriesID: null, series: null });
  });

  it('changes numbers and dates only', async () => {
    await expectOnly({ numPages: 300 }, { numPages: 300 });
    await expectOnly({ seriesNum: 2.5 }, { seriesNum: 2.5 });
    await expectOnly({ publication: '1970-01-01' }, { publication: '1970-01-01' });
    await expectOnly({ publication: null, numPages: 0 }, { publication: null, numPages: 0 });
  });

  it('keeps songs, restricted and everything else when they are left out; an empty body changes nothing', async () => {
    await expectOnly({}, {});
    await expectOnly({ submedia: [{ title: 'Part two', overallnum: 2 }] }, { submedia: [expect.objectContaining({ title: 'Part two', overallnum: 2 })] });
  });

  it('accepts the type and ISBN the item already has (in either ISBN form), and refuses to change them', async () => {
    const id = firstBook;
    expect((await call('PATCH', `/medias/${id}`, cast.librarian, { type: 'book', isbn: '9780441172696', title: 'Same' })).statusCode).toBe(200);
    const retype = await call('PATCH', `/medias/${id}`, cast.librarian, { type: 'movie' });
    expect(retype.statusCode).toBe(400);
    expect(retype.json()).toEqual({ message: 'The type of a media item cannot change' });
    for (const isbn of ['9780441172719', null]) {
      const reisbn = await call('PATCH', `/medias/${id}`, cast.librarian, { isbn });
      expect(reisbn.statusCode).toBe(400);
      expect(reisbn.json()).toEqual({ message: 'The ISBN of a book cannot change' });
    }
    const movie = await createMedia(server.app, { type: 'movie', title: 'Dune (1984)' });
    expect((await call('PATCH', `/medias/${movie}`, cast.librarian, { isbn: null })).statusCode).toBe(200);
    expect((await call('PATCH', `/medias/${movie}`, cast.librarian, { isbn: '9780441172719' })).json()).toEqual({ message: 'Only books have an ISBN' });
    expect((await read(id)).title).toBe('Same');
  });

  it('checks the given fields as strictly as on creation, and changes nothing when one fails', async () => {
    const id = await fullBook();
    const before = await read(id);
    for (const [patch, status, message] of [
      [{ title: '  ' }, 400, 'Title is required'],
      [{ numPages: -1 }, 400, 'Must be 0 or more'],
      [{ genreIDs: [18] }, 400, 'Unknown genre'],
      [{ creators: [2_000_000_000] }, 404, 'Creator not found'],
      [{ seriesID: 2_000_000_000 }, 404, 'Series not found'],
      [{ title: 'Valid', publication: '1969-02-30' }, 400, undefined],
      [{ submedia: [{ title: 'A', overallnum: 1 }, { title: 'B', overallnum: 1 }] }, 400, 'Each song or episode needs a number of its own'],
    ] as const) {
      const response = await call('PATCH', `/medias/${id}`, cast.librarian, patch);
      expect(response.statusCode, JSON.stringify(patch)).toBe(status);
      if (message) expect(response.json().message, JSON.stringify(patch)).toContain(message);
    }
    expect(await read(id)).toEqual(before);
  });

  it('keeps the shelf sort keys in step with a new title or first creator', async () => {
    const id = await fullBook();
    await shelve(server.app, cast.owner, id, 'read');
    const shelf = async (sortBy: string) =>
      (await call('GET', `/usermedias/library/page?library=read&sortBy=${sortBy}`, cast.owner)).json().map((item: { media: { title: string } }) => item.media.title);
    const other = await createMedia(server.app, { title: 'Zzz', creators: [anderson] });
    await shelve(server.app, cast.owner, other, 'read');
    expect(await shelf('creator')).toEqual(['Zzz', 'Dune Messiah']);
    await call('PATCH', `/medias/${id}`, cast.librarian, { creators: [anderson, herbert], title: 'Aaa' });
    expect(await shelf('creator')).toEqual(['Aaa', 'Zzz']);
    expect(await shelf('title')).toEqual(['Aaa', 'Zzz']);
  });
});
