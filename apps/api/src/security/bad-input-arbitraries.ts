import fc from 'fast-check';
import { jpeg, multipart } from '../testing/multipart';

/** Strings people and attackers type: SQL and HTML metacharacters, traversal, format strings, odd unicode. */
const NASTY = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; select pg_sleep(1)',
  '\\',
  '%',
  '_',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '%s%s%s%n',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Z\u0351\u0360\u0362a\u0358l\u0357g\u035co',
  '\ud800',
  '\uffff',
  ' ',
  '',
];

const INVALID_DATES = ['2024-02-30', '2024-13-01', '0000-00-00', '9999-99-99', '+275760-09-13T00:00:00Z', '-000001-01-01', '1e10', 'yesterday', '2024-01-01T25:61:61Z', '2999-01-01'];
const ODD_NUMBERS = [-1, 0, -0, 0.5, 1e-300, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 1e308, -1e308];

/** encodeURIComponent, with lone surrogates (which it refuses) made replacement characters. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.constantFrom(...INVALID_DATES) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'x'.repeat(length)) },
);

export const oddNumber = fc.oneof(fc.constantFrom(...ODD_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** Any JSON value, skewed towards nasty leaves. */
export const jsonLeaf = fc.oneof(nastyString, oddNumber, fc.boolean(), fc.constant(null));
const nastyJson = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, jsonLeaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString'), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
})).value;

/** The fields the API reads, with values of every wrong kind, plus a few right ones. */
const FIELDS = [
  'username', 'password', 'email', 'title', 'type', 'creators', 'genreIDs', 'restricted', 'rating', 'progress', 'status', 'review',
  'favorited', 'mediaA', 'mediaB', 'note', 'reciprocal', 'searchString', 'searchType', 'limit', 'start', 'end', 'body', 'time', 'page',
  'readingID', 'name', 'first', 'last', 'description', 'numPages', 'numEpisodes', 'publication', 'isbn', 'seriesID', 'seriesNum',
  'seasons', 'startyear', 'endyear', 'submedia', 'userID', 'creator', 'details', 'circumstances', 'content', 'year', 'target',
  'kind', 'shelf', 'fields', 'tagValue',
] as const;
const fieldValue = fc.oneof(
  jsonLeaf,
  nastyJson,
  fc.constantFrom('book', 'movie', 'album', 'tvshow', 'videogame', 'read', 'currentlyReading', 'DNF', 'done', 'Title', 'Isbn', 'Tag', '2024-01-01', 'user@example.com', 'year', 'shelf', 'favorites'),
  fc.record({ covers: fc.boolean(), creators: fc.boolean(), ratings: fc.boolean(), reviews: fc.boolean(), tags: fc.oneof(fc.boolean(), jsonLeaf) }, { requiredKeys: [] }),
  fc.array(oddNumber, { maxLength: 60 }),
);
const fieldRecord = fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 8 });

/** Deeply nested JSON as raw text: arrays or objects thousands of levels deep. */
const deepJsonText = fc.tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean()).map(([depth, objects]) =>
  objects ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`,
);

export interface BadBody {
  payload?: string | Buffer;
  contentType?: string;
}

export const badBody: fc.Arbitrary<BadBody> = fc.oneof(
  { weight: 4, arbitrary: fieldRecord.map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' })) },
  { weight: 2, arbitrary: nastyJson.map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' })) },
  { weight: 1, arbitrary: deepJsonText.map((payload) => ({ payload, contentType: 'application/json' })) },
  { weight: 1, arbitrary: nastyString.map((payload) => ({ payload, contentType: 'application/json' })) },
  { weight: 1, arbitrary: nastyString.map((payload) => ({ payload, contentType: 'text/plain' })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(nastyString, fc.constantFrom('application/xml', 'application/x-www-form-urlencoded', 'text/html', 'application/json; charset=utf-16', 'multipart/form-data', 'multipart/form-data; boundary=', '*/*', 'application/json\r\nx: y'.replace(/\r\n/g, ' '), ''))
      .map(([payload, contentType]) => ({ payload, contentType })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ filename: fc.oneof(nastyString, fc.constantFrom('../../escape.jpg', '..\\..\\escape.jpg', 'MOVIE1.jpg', '/etc/passwd', 'a.jpg\u0000.png')), name: nastyString, data: fc.oneof(fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)), fc.constant(jpeg())) })
      .map(({ filename, name, data }) => {
        const body = multipart({ name: name.replace(/[\r\n"]/g, '') }, { filename: filename.replace(/[\r\n"]/g, ''), data });
        return { payload: body.payload, contentType: body.headers['content-type'] };
      }),
  },
  { weight: 1, arbitrary: fc.constant({}) },
);

/** A path parameter: a real id now and then, else anything, percent-encoded as a client would. */
export const pathSegment = (realIds: number[]) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...realIds.map(String)) },
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', '2147483647', '2147483648', '99999999999999999999', ' 1', '1 ', 'NaN', 'null', 'undefined') },
    { weight: 2, arbitrary: nastyString.map((text) => encode(text.slice(0, 300)) || '%20') },
  );

const QUERY_KEYS = ['pageNumber', 'pageSize', 'library', 'sortBy', 'asc', 'type', 'mediaID', 'status', 'tagValue', 'limit', 'year', 'page', '__proto__', 'constructor'] as const;
/** A query string, some keys repeated (arrays), values of every kind. */
export const badQuery = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 6 })), fc.oneof(nastyString, oddNumber.map(String), fc.constantFrom('read', 'recent', 'book', 'Books', 'true', 'false', '1'))), { maxLength: 6 })
  .map((pairs) => pairs.map(([key, value]) => `${encode(key)}=${encode(value.slice(0, 2_000))}`).join('&'));

const badAuthorization = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'Bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.'),
  nastyString.map((text) => `Bearer ${text.replace(/[^\x21-\x7e]/g, 'x').slice(0, 4_000)}`),
);

/** Headers a client could send: now and then an odd authorization (else the caller's token stands), accept, forwarded-for, if-none-match. */
export const badHeaders = fc
  .tuple(
    fc.oneof({ weight: 7, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: badAuthorization }),
    fc.record(
      {
        accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'image/*', ''),
        'x-forwarded-for': fc.constantFrom('127.0.0.1', '::1', 'not an address', '1.1.1.1, 2.2.2.2'),
        'if-none-match': fc.constantFrom('*', '"x"', 'W/"1"'),
        'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*'),
      },
      { requiredKeys: [] },
    ),
  )
  .map(([authorization, others]): Record<string, string> => (authorization === null ? others : { ...others, authorization }));
