import { resetSessionStore, setToken } from '@shelfmark/session';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server, startMockServer, tokenFor } from '../test-helpers';
import { fetchLookupCover, lookUp } from './look-up';

startMockServer();

beforeEach(() => {
  resetSessionStore();
  setToken(tokenFor(1, 'user'));
});

describe('look-up calls', () => {
  it('sends the type with the ISBN or the title, signed in', async () => {
    let seen: { search: string; auth: string | null } | undefined;
    server.use(
      http.get('*/api/v1/lookup', ({ request }) => {
        seen = { search: new URL(request.url).search, auth: request.headers.get('Authorization') };
        return HttpResponse.json({ results: [], services: [{ service: 'tmdb', state: 'unconfigured', message: 'TMDB_TOKEN is not set' }] });
      }),
    );
    expect(await lookUp({ type: 'movie', q: 'Stalker', year: 1979 })).toEqual({ results: [], services: [{ service: 'tmdb', state: 'unconfigured', message: 'TMDB_TOKEN is not set' }] });
    expect(seen).toEqual({ search: '?type=movie&q=Stalker&year=1979', auth: expect.stringMatching(/^Bearer /) });
  });

  it('fetches a cover through the proxy path the server handed out, and refuses any other address', async () => {
    server.use(http.get('*/api/v1/lookup/covers/openlibrary/isbn-9780441172719', () => new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } })));
    const cover = await fetchLookupCover('/api/v1/lookup/covers/openlibrary/isbn-9780441172719');
    expect(cover.type).toBe('image/jpeg');
    expect(cover.size).toBe(3);
    await expect(fetchLookupCover('https://covers.openlibrary.org/b/id/1-L.jpg')).rejects.toThrow('Not a look-up cover');
  });

  it('fails with the status when the service has no cover', async () => {
    server.use(http.get('*/api/v1/lookup/covers/*', () => HttpResponse.json({ message: 'This service has no cover for it' }, { status: 404 })));
    await expect(fetchLookupCover('/api/v1/lookup/covers/tmdb/x.jpg')).rejects.toThrow('Request failed with status: 404');
  });
});
