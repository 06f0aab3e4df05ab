import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfVersions } from '../db/schema';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator, createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';

describe('tags', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, account?: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account?.headers ?? {}, ...(payload ? { payload } : {}) });
  const createTag = async (value: string, account: Account = cast.owner) =>
    (await call('POST', `/tags?tagValue=${encodeURIComponent(value)}`, account)).json().tagID as number;

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  describe('POST /tags', () => {
    it('creates a tag, or answers the one the user has with that value', async () => {
      const created = await call('POST', '/tags?tagValue=%20comfort%20read%20', cast.owner);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ tagID: expect.any(Number), tagValue: 'comfort read' });
      const again = await call('POST', '/tags?tagValue=Comfort%20Read', cast.owner);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(created.json());
      const someoneElse = await call('POST', '/tags?tagValue=comfort%20read', cast.other);
      expect(someoneElse.statusCode).toBe(201);
      expect(someoneElse.json().tagID).not.toBe(created.json().tagID);
    });

    it.each([
      [`/tags?tagValue=${'x'.repeat(51)}`, 'Body of tag is too long, please try again'],
      ['/tags?tagValue=%20', 'Tag cannot be empty'],
      ['/tags', undefined],
    ])('refuses %s with 400', async (url, message) => {
      const response = await call('POST', url, cast.owner);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json()).toEqual({ message });
    });

    it('accepts exactly 50 characters, and needs sign-in', async () => {
      expect((await call('POST', `/tags?tagValue=${'y'.repeat(50)}`, cast.owner)).statusCode).toBe(201);
      expect((await call('POST', '/tags?tagValue=x')).statusCode).toBe(401);
    });
  });

  describe('tags on library entries', () => {
    it('puts a tag on an entry once, answering the entry’s tags', async () => {
      const entry = await shelve(server.app, cast.owner, await createMedia(server.app, { title: 'Tagged' }));
      const [b, a] = [await createTag('b-side'), await createTag('A-side')];
      expect((await call('PUT', `/usermedias/${entry}/tags/${b}`, cast.owner)).json()).toEqual([{ tagID: b, tagValue: 'b-side' }]);
      const both = await call('PUT', `/usermedias/${entry}/tags/${a}`, cast.owner);
      expect(both.statusCode).toBe(200);
      expect(both.json()).toEqual([
        { tagID: a, tagValue: 'A-side' },
        { tagID: b, tagValue: 'b-side' },
      ]);
      const again = await call('PUT', `/usermedias/${entry}/tags/${a}`, cast.owner);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: 'That tag is already associated with this book.' });
      expect((await call('GET', `/usermedias/${entry}`, cast.owner)).json().tags).toHaveLength(2);

      expect((await call('DELETE', `/usermedias/${entry}/tags/${a}`, cast.owner)).statusCode).toBe(204);
      const gone = await call('DELETE', `/usermedias/${entry}/tags/${a}`, cast.owner);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ message: 'That tag is not on this item' });
    });

    it('works only on the caller’s own entries and tags', async () => {
      const mine = await shelve(server.app, cast.owner, await createMedia(server.app, { title: 'Mine' }));
      const theirs = await shelve(server.app, cast.other, await createMedia(server.app, { title: 'Theirs' }));
      const myTag = await createTag('mine');
      const theirTag = await createTag('theirs', cast.other);
      expect((await call('PUT', `/usermedias/${theirs}/tags/${myTag}`, cast.owner)).statusCode).toBe(404);
      expect((await call('PUT', `/usermedias/${mine}/tags/${theirTag}`, cast.owner)).statusCode).toBe(404);
      expect((await call('DELETE', `/usermedias/${mine}/tags/${theirTag}`, cast.owner)).statusCode).toBe(404);
      expect((await call('PUT', `/usermedias/${mine}/tags/${myTag}`, cast.admin)).statusCode).toBe(404);
      expect((await call('PUT', `/usermedias/${mine}/tags/${myTag}`)).statusCode).toBe(401);
      expect((await call('PUT', `/usermedias/${mine}/tags/2000000000`, cast.owner)).json()).toEqual({ message: 'Tag not found' });
      expect((await call('PUT', `/usermedias/2000000000/tags/${myTag}`, cast.owner)).json()).toEqual({ message: 'This shelf is empty' });
    });
  });

  describe('reading tags', () => {
    let reader: Account;
    let classic: number;

    beforeAll(async () => {
      reader = (await createCast(server.app)).owner;
      const [austen, dickens] = await Promise.all([createCreator(server.app, 'Jane Austen'), createCreator(server.app, 'Charles Dickens')]);
      classic = await createTag('classic', reader);
      await createTag('zzz unused', reader);
      await createTag('123 numbers', reader);
      for (const [title, creator] of [
        ['Oliver Twist', dickens],
        ['Emma', austen],
      ] as const) {
        const entry = await shelve(server.app, reader, await createMedia(server.app, { title, creators: [creator] }));
        await call('PUT', `/usermedias/${entry}/tags/${classic}`, reader);
      }
    });

    it('lists the caller’s tags alphabetically', async () => {
      const list = (await call('GET', '/tags', reader)).json();
      expect(list.map((tag: { tagValue: string }) => tag.tagValue)).toEqual(['123 numbers', 'classic', 'zzz unused']);
    });

    it('counts the items of each tag', async () => {
      expect((await call('GET', '/tags/all', reader)).json()).toEqual([
        { tagID: expect.any(Number), tagValue: '123 numbers', mediaCount: 0 },
        { tagID: classic, tagValue: 'classic', mediaCount: 2 },
        { tagID: expect.any(Number), tagValue: 'zzz unused', mediaCount: 0 },
      ]);
    });

    it('shows a tag’s media by first creator’s last name, to its owner only', async () => {
      const detail = (await call('GET', `/tags/${classic}`, reader)).json();
      expect(detail).toMatchObject({ tagID: classic, tagValue: 'classic' });
      expect(detail.media.map((item: { title: string }) => item.title)).toEqual(['Emma', 'Oliver Twist']);
      expect(detail.media[0].tags).toEqual([{ tagID: classic, tagValue: 'classic' }]);
      expect((await call('GET', '/tags/2000000000', reader)).json()).toEqual({ message: 'Tag not found' });
    });

    it('answers another user’s tag exactly as an absent one (404, never 403), whatever the caller’s role', async () => {
      for (const caller of [cast.other, cast.librarian, cast.admin]) {
        const response = await call('GET', `/tags/${classic}`, caller);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Tag not found' });
      }
    });

    it('deletes a tag, taking it off its items, for its owner only', async () => {
      expect((await call('DELETE', `/tags/${classic}`, cast.other)).statusCode).toBe(404);
      expect((await call('DELETE', `/tags/${classic}`)).statusCode).toBe(401);
      expect((await call('DELETE', `/tags/${classic}`, reader)).statusCode).toBe(204);
      expect((await call('GET', `/tags/${classic}`, reader)).statusCode).toBe(404);
      const shelf = (await call('GET', '/usermedias/library?library=recent', reader)).json();
      expect(shelf.flatMap((entry: { tags: unknown[] }) => entry.tags)).toEqual([]);
    });

    it('needs sign-in', async () => {
      for (const url of ['/tags', '/tags/all', '/tags/1']) expect((await call('GET', url)).statusCode).toBe(401);
    });
  });

  describe('PATCH /tags/{id}', () => {
    let owner: Account;
    let entry: number;
    let cosy: number;
    let classic: number;
    const rename = (tagID: number, tagValue: unknown, account: Account = owner) => call('PATCH', `/tags/${tagID}`, account, { tagValue });
    const shelfVersion = async () =>
      (await server.app.database.db.select({ version: shelfVersions.version }).from(shelfVersions).where(eq(shelfVersions.userId, owner.userId)))[0]?.version ?? 0;

    beforeAll(async () => {
      owner = (await createCast(server.app)).owner;
      entry = await shelve(server.app, owner, await createMedia(server.app, { title: 'Renamed tags' }));
      [cosy, classic] = [await createTag('cosy', owner), await createTag('classic', owner)];
      await call('PUT', `/usermedias/${entry}/tags/${cosy}`, owner);
    });

    it('renames the tag everywhere it is used, trimmed, and moves the shelf version for cached stats', async () => {
      const before = await shelfVersion();
      const response = await rename(cosy, '  comfort read ');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ tagID: cosy, tagValue: 'comfort read' });
      expect((await call('GET', `/usermedias/${entry}`, owner)).json().tags).toEqual([{ tagID: cosy, tagValue: 'comfort read' }]);
      expect(await shelfVersion()).toBeGreaterThan(before);
    });

    it('allows a change of letter case alone, and refuses the name of another of the user’s tags with 409', async () => {
      expect((await rename(classic, 'Classic')).json()).toEqual({ tagID: classic, tagValue: 'Classic' });
      const taken = await rename(classic, 'COMFORT READ');
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: 'You already have a tag with that name' });
      expect((await call('GET', `/tags/${classic}`, owner)).json().tagValue).toBe('Classic');
    });

    it.each([
      ['x'.repeat(51), 'Body of tag is too long, please try again'],
      ['  ', 'Tag cannot be empty'],
      [42, undefined],
    ])('refuses %j with 400', async (value, message) => {
      const response = await rename(cosy, value);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json()).toEqual({ message });
    });

    it('answers another user’s tag as absent, and needs sign-in', async () => {
      for (const caller of [cast.other, cast.admin]) expect((await rename(cosy, 'mine now', caller)).statusCode).toBe(404);
      expect((await call('PATCH', `/tags/${cosy}`, undefined, { tagValue: 'mine now' })).statusCode).toBe(401);
      expect((await call('GET', `/tags/${cosy}`, owner)).json().tagValue).toBe('comfort read');
    });
  });
});
