import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';

type Method = NonNullable<InjectOptions['method']>;

/** Every API call, with {id} where a path takes an id. */
const CALLS: [Method, string][] = [
  ['POST', '/sessions'],
  ['POST', '/users'],
  ['POST', '/users/passwordreset'],
  ['GET', '/users/passwordreset/{id}'],
  ['PATCH', '/users/passwordreset/{id}'],
  ['GET', '/users/{id}'],
  ['GET', '/usermedias/library'],
  ['GET', '/usermedias/library/page'],
  ['GET', '/usermedias/library/page/total'],
  ['GET', '/usermedias/library/page/type'],
  ['GET', '/usermedias/library/page/type/total'],
  ['GET', '/usermedias/{id}'],
  ['GET', '/usermedias/media/{id}'],
  ['GET', '/usermedias/check/{id}'],
  ['PATCH', '/usermedias/{id}'],
  ['POST', '/usermedias'],
  ['DELETE', '/usermedias/{id}'],
  ['PUT', '/usermedias/{id}/tags/{id}'],
  ['DELETE', '/usermedias/{id}/tags/{id}'],
  ['PATCH', '/usersubmedias/{id}'],
  ['GET', '/medias/{id}'],
  ['POST', '/medias'],
  ['PATCH', '/medias/{id}'],
  ['GET', '/medias/catalog'],
  ['GET', '/medias/catalog/{id}'],
  ['GET', '/medias/catalog/type'],
  ['GET', '/medias/catalog/type/{id}'],
  ['POST', '/creators'],
  ['GET', '/creators/{id}'],
  ['POST', '/series'],
  ['GET', '/series/{id}'],
  ['GET', '/tags'],
  ['GET', '/tags/all'],
  ['GET', '/tags/{id}'],
  ['PATCH', '/tags/{id}'],
  ['DELETE', '/tags/{id}'],
  ['POST', '/tags'],
  ['PATCH', '/readings/end/{id}'],
  ['PATCH', '/readings/{id}'],
  ['DELETE', '/readings/{id}'],
  ['POST', '/entries/{id}'],
  ['PATCH', '/entries/{id}'],
  ['DELETE', '/entries/{id}'],
  ['POST', '/recommendations'],
  ['DELETE', '/recommendations/{id}'],
  ['POST', '/search'],
  ['POST', '/search/library'],
  ['POST', '/search/allaccess'],
  ['POST', '/covers'],
  ['GET', '/covers/{id}'],
  ['POST', '/mediarequests'],
  ['GET', '/mediarequests'],
  ['PATCH', '/mediarequests/{id}'],
  ['POST', '/bugreports'],
  ['GET', '/bugreports'],
];

const idText = fc.oneof(
  fc.constantFrom('1', '2', '0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', 'abc', '%00', '%2E%2E', 'ALBUM1.jpg', '9780441172719'),
  fc.nat({ max: 40 }).map(String),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);
const queryText = fc.dictionary(
  fc.constantFrom('pageNumber', 'pageSize', 'library', 'sortBy', 'asc', 'type', 'mediaID', 'status', 'tagValue'),
  fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('read', 'Books', 'true', '0', '-5', '1e309', 'NaN', '')),
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      username: fc.string(),
      password: fc.string(),
      email: fc.string(),
      title: fc.string({ maxLength: 600 }),
      type: fc.constantFrom('book', 'movie', 'album', 'x'),
      creators: fc.array(fc.integer()),
      genreIDs: fc.array(fc.integer()),
      restricted: fc.boolean(),
      rating: fc.oneof(fc.integer(), fc.double()),
      progress: fc.integer(),
      status: fc.constantFrom('read', 'currentlyReading', 'DNF'),
      mediaA: fc.integer(),
      mediaB: fc.oneof(fc.integer(), fc.constant(null)),
      searchString: fc.string(),
      searchType: fc.constantFrom('Title', 'Isbn', 'Creator', 'Tag', 'Series'),
      start: fc.oneof(fc.string(), fc.constant('2024-01-01')),
      end: fc.oneof(fc.string(), fc.constant('9999-12-31T00:00:00Z'), fc.constant(null)),
      body: fc.string(),
      page: fc.integer(),
      readingID: fc.integer(),
      favorited: fc.boolean(),
      name: fc.string(),
      tagValue: fc.string({ maxLength: 60 }),
      numPages: fc.oneof(fc.integer(), fc.double()),
      publication: fc.string(),
    },
    { requiredKeys: [] },
  ),
);

describe('no input makes a 500', () => {
  let server: TestApp;
  let admin: Account;

  beforeAll(async () => {
    server = await buildTestApp();
    admin = await createAccount(server.app, 'admin');
    const mediaId = await createMedia(server.app, { title: 'Something', isbn: '9780441172719', numPages: 10 });
    await shelve(server.app, admin, mediaId, 'currentlyReading');
  });
  afterAll(() => server.close());

  it('answers random paths, queries and bodies of every call with less than 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLS), fc.array(idText, { minLength: 2, maxLength: 2 }), queryText, body, fc.boolean(), async ([method, path], ids, query, payload, asText) => {
        const url = `/api/v1${path.replace('{id}', ids[0] ?? '1').replace('{id}', ids[1] ?? '1')}`;
        const response = await server.app.inject({
          method,
          url,
          query,
          headers: { ...admin.headers, 'content-type': asText ? 'text/plain' : 'application/json' },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: asText ? String(JSON.stringify(payload)) : JSON.stringify(payload) }),
        });
        if (response.statusCode >= 500) throw new Error(`${method} ${url} ${JSON.stringify(query)} ${JSON.stringify(payload)} -> ${response.statusCode} ${response.body}`);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 400 },
    );
  });
});
