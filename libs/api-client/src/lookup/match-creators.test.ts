import { resetSessionStore, setToken } from '@shelfmark/session';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server, startMockServer, testQueryClient, tokenFor } from '../test-helpers';
import { matchCreatorNames } from './match-creators';

startMockServer();

const herbert = { creatorID: 7, name: 'Frank Herbert', first: 'Frank', last: 'Herbert' };
const leGuin = { creatorID: 9, name: 'Ursula K. Le Guin', first: 'Ursula K.', last: 'Le Guin' };

function answerCreatorSearches() {
  const paths: string[] = [];
  server.use(
    http.post('*/api/v1/search*', async ({ request }) => {
      paths.push(new URL(request.url).pathname);
      const { searchString } = (await request.json()) as { searchString: string };
      return HttpResponse.json([herbert, leGuin].filter((creator) => creator.name.toLowerCase().includes(searchString.split(' ').at(-1)?.toLowerCase() ?? '')));
    }),
  );
  return paths;
}

beforeEach(() => resetSessionStore());

describe('matchCreatorNames', () => {
  it('chooses the catalogue’s creator of the same name, accents, case and word order aside, and a new one otherwise', async () => {
    setToken(tokenFor(1, 'user'));
    answerCreatorSearches();
    const chosen = await matchCreatorNames(testQueryClient(), ['FRANK HERBERT', 'Le Guin, Ursula K.', 'Brian Herbert'], false);
    expect(chosen).toEqual([herbert, leGuin, { name: 'Brian Herbert', first: 'Brian', last: 'Herbert' }]);
  });

  it('drops duplicates and blank names, and searches as the admin may', async () => {
    setToken(tokenFor(3, 'admin'));
    const paths = answerCreatorSearches();
    const chosen = await matchCreatorNames(testQueryClient(), ['Frank Herbert', ' ', 'Frank  Herbert', 'frank herbert'], true);
    expect(chosen).toEqual([herbert]);
    expect(paths).toEqual(['/api/v1/search/allaccess']);
  });

  it('makes a name a new creator when the search fails', async () => {
    setToken(tokenFor(1, 'user'));
    server.use(http.post('*/api/v1/search', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    expect(await matchCreatorNames(testQueryClient(), ['Frank Herbert'], false)).toEqual([{ name: 'Frank Herbert', first: 'Frank', last: 'Herbert' }]);
  });
});
