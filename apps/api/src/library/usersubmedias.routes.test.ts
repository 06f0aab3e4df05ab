import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';

describe('PATCH /usersubmedias/{id}', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let song: { usersubmediaID: number; submediaID: number };

  const patch = (id: number | string, body: object, account?: Account) =>
    server.app.inject({ method: 'PATCH', url: `/api/v1/usersubmedias/${id}`, headers: account?.headers ?? {}, payload: body });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    const album = await createMedia(server.app, { type: 'album', title: 'Hejira', submedia: [{ title: 'Coyote', overallnum: 1 }] });
    const usermediaId = await shelve(server.app, cast.owner, album);
    const entry = await server.app.inject({ method: 'GET', url: `/api/v1/usermedias/${usermediaId}`, headers: cast.owner.headers });
    song = entry.json().media.submedia[0];
  });
  afterAll(() => server.close());

  it('flips the favourite of the owner’s song and answers it', async () => {
    const response = await patch(song.usersubmediaID, { favorited: true }, cast.owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ submediaID: song.submediaID, usersubmediaID: song.usersubmediaID, title: 'Coyote', overallnum: 1, favorited: true });
    expect((await patch(song.usersubmediaID, { favorited: false }, cast.owner)).json().favorited).toBe(false);
  });

  it('is the owner’s alone', async () => {
    expect((await patch(song.usersubmediaID, { favorited: true }, cast.other)).statusCode).toBe(404);
    expect((await patch(song.usersubmediaID, { favorited: true }, cast.admin)).statusCode).toBe(404);
    expect((await patch(song.usersubmediaID, { favorited: true })).statusCode).toBe(401);
    expect((await patch(2_000_000_000, { favorited: true }, cast.owner)).json()).toEqual({ message: 'Song or episode not found' });
  });

  it('needs a boolean', async () => {
    expect((await patch(song.usersubmediaID, { favorited: 'yes' }, cast.owner)).statusCode).toBe(400);
    expect((await patch(song.usersubmediaID, {}, cast.owner)).statusCode).toBe(400);
  });
});
