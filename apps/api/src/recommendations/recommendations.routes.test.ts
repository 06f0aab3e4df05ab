import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';

describe('recommendations', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let wizard: number;
  let tombs: number;
  let shore: number;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, account?: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account?.headers ?? {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    [wizard, tombs, shore] = [
      await createMedia(server.app, { title: 'A Wizard of Earthsea' }),
      await createMedia(server.app, { title: 'The Tombs of Atuan' }),
      await createMedia(server.app, { title: 'The Farthest Shore' }),
    ];
    await shelve(server.app, cast.owner, wizard, 'read');
  });
  afterAll(() => server.close());

  it('recommends mediaB alongside mediaA and shows it on the entry', async () => {
    const response = await call('POST', '/recommendations', cast.owner, { mediaA: wizard, mediaB: tombs, note: 'Read next.' });
    expect(response.statusCode).toBe(201);
    const recommendation = response.json();
    expect(recommendation).toEqual({
      recommendationID: expect.any(Number),
      mediaA: wizard,
      mediaB: expect.objectContaining({ mediaID: tombs, title: 'The Tombs of Atuan' }),
      note: 'Read next.',
    });
    const entry = (await call('GET', `/usermedias/media/${wizard}`, cast.owner)).json();
    expect(entry.recommendations).toEqual([recommendation]);
  });

  it("refuses the same recommendation twice with 'That book as already been recommended'", async () => {
    const response = await call('POST', '/recommendations', cast.owner, { mediaA: wizard, mediaB: { mediaID: tombs } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'That book as already been recommended' });
    expect((await call('POST', '/recommendations', cast.other, { mediaA: wizard, mediaB: tombs })).statusCode).toBe(201);
  });

  it("needs a second item: 'No book was selected to recommend'", async () => {
    for (const body of [{ mediaA: wizard }, { mediaA: wizard, mediaB: null }, { mediaA: wizard, mediaB: 0 }]) {
      const response = await call('POST', '/recommendations', cast.owner, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'No book was selected to recommend' });
    }
    const itself = await call('POST', '/recommendations', cast.owner, { mediaA: wizard, mediaB: wizard });
    expect(itself.json()).toEqual({ message: 'An item cannot be recommended alongside itself' });
  });

  it('records the reciprocal recommendation when asked', async () => {
    await call('POST', '/recommendations', cast.owner, { mediaA: shore, mediaB: wizard, reciprocal: true });
    const entry = (await call('GET', `/usermedias/media/${wizard}`, cast.owner)).json();
    expect(entry.recommendations.map((item: { mediaB: { mediaID: number } }) => item.mediaB.mediaID)).toEqual([tombs, shore]);
  });

  it('refuses unknown or hidden media, and the anonymous', async () => {
    const hidden = await createMedia(server.app, { title: 'Hidden', restricted: true });
    expect((await call('POST', '/recommendations', cast.owner, { mediaA: wizard, mediaB: hidden })).statusCode).toBe(404);
    expect((await call('POST', '/recommendations', cast.owner, { mediaA: 2_000_000_000, mediaB: tombs })).statusCode).toBe(404);
    expect((await call('POST', '/recommendations', undefined, { mediaA: wizard, mediaB: tombs })).statusCode).toBe(401);
    expect((await call('POST', '/recommendations', cast.owner, { mediaA: wizard, mediaB: tombs, note: 'n'.repeat(2001) })).json()).toEqual({
      message: 'Text is too long',
    });
  });

  it('lets only the author withdraw a recommendation', async () => {
    const { recommendationID } = (await call('POST', '/recommendations', cast.owner, { mediaA: tombs, mediaB: shore })).json();
    expect((await call('DELETE', `/recommendations/${recommendationID}`, cast.other)).statusCode).toBe(404);
    expect((await call('DELETE', `/recommendations/${recommendationID}`, cast.admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/recommendations/${recommendationID}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/recommendations/${recommendationID}`, cast.owner)).statusCode).toBe(204);
    expect((await call('DELETE', `/recommendations/${recommendationID}`, cast.owner)).json()).toEqual({ message: 'Recommendation not found' });
  });
});
