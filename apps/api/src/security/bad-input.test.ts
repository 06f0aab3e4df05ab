import { isUnstorableText } from '@shelfmark/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { MATRIX } from './authorization-matrix';
import type { CallSpec } from './matrix-row';
import { badBody, badHeaders, badQuery, encode, pathSegment, tainted } from './bad-input-arbitraries';
import { createFingerprinter } from './db-fingerprint';
import { CALLERS, createWorld, type World } from './world';

/** Cases per run; FUZZ_RUNS=20000 for a long hunt. (GET calls are checked for answers only: none of them writes.) */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 2_000);

/** Things only a crash or a leak would put in an answer: stack frames, file paths, SQL and driver words. */
const LEAKS = [
  /\bat \S+ \(?[^)\s]*:\d+:\d+\)?/,
  /node_modules|\/src\/|\.ts:\d+|\.js:\d+/,
  /\b(select|insert into|update|delete from)\b[\s\S]*\b(from|where|values|set)\b/i,
  /syntax error|violates|duplicate key|relation "|column "|Failed query|PGlite|drizzle|ECONNREFUSED|TypeError|ReferenceError|RangeError/i,
];

/** Where a string sits in a valid request: a query value, or a leaf of the JSON body (by its path). */
type StringSpot = { in: 'query'; key: string } | { in: 'body'; path: (string | number)[] };

function stringSpots(call: CallSpec): StringSpot[] {
  const query = [...new URL(call.url, 'http://x').searchParams.keys()].map((key): StringSpot => ({ in: 'query', key }));
  const leaves = (value: unknown, path: (string | number)[]): StringSpot[] => {
    if (typeof value === 'string') return [{ in: 'body', path }];
    if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
    if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
    return [];
  };
  const body = call.payload !== undefined && !Buffer.isBuffer(call.payload) && typeof call.payload === 'object' ? leaves(call.payload, []) : [];
  return [...query, ...body];
}

/** The call with the string at `spot` replaced by `text` (a query value written as a client would percent-encode it). */
function withString(call: CallSpec, spot: StringSpot, text: string): CallSpec {
  if (spot.in === 'query') {
    const [path, search = ''] = call.url.split('?');
    const pairs = [...new URLSearchParams(search)].map(([key, value]) => `${encode(key)}=${encode(key === spot.key ? text : value)}`);
    return { ...call, url: `${path}?${pairs.join('&')}` };
  }
  const payload = structuredClone(call.payload) as Record<string | number, unknown>;
  const parent = spot.path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, payload);
  parent[spot.path.at(-1)!] = text;
  return { ...call, payload };
}

const ROUTES = [...new Map(MATRIX.map((row) => [`${row.method} ${row.route}`, row] as const)).values()].map(({ method, route }) => ({ method, route }));

describe('bad input, generated', () => {
  let server: TestApp;
  let world: World;
  let fingerprint: () => Promise<Record<string, string>>;
  let realIds: number[];

  beforeAll(async () => {
    server = await buildTestApp();
    // Polls of the rows' Audiobookshelf servers would change the database in the middle of a refused call's fingerprints.
    await server.app.ready();
    await server.app.audiobookshelfPoller.stop();
    world = await createWorld(server.app);
    fingerprint = await createFingerprinter(server.app);
    const { user, admin } = world.shared;
    realIds = [...new Set([...Object.values(user), ...Object.values(admin), ...Object.values(world.catalogue)].filter((id): id is number => typeof id === 'number'))];
  });
  afterAll(() => server.close());

  /**
   * The generated ids may name one of the world's accounts; deleting it would leave the later
   * cases (and the next test's rows) calling as an account that is gone, so a fresh one stands in.
   */
  async function sparingTheCast(route: { method: string; route: string }, segments: string[], databaseChanged: () => void): Promise<string[]> {
    const deletesAccount = route.method === 'DELETE' && route.route === '/api/v1/admin/users/:id';
    const cast = new Set(Object.values(world.accounts).map((account) => String(account.userId)));
    if (!deletesAccount || !cast.has(segments[0] ?? '')) return [...segments];
    const standIn = await world.newAccount();
    // The stand-in is a new row: the refused call's fingerprint is taken after it.
    databaseChanged();
    return [String(standIn.userId), ...segments.slice(1)];
  }

  it(`never answers 5xx, leaks nothing, and refused calls change nothing (${RUNS} cases)`, { timeout: 60_000 + RUNS * 100 }, async () => {
    const started = performance.now();
    const outcomes = new Map<number, number>();
    // The fingerprint before the next write; unknown again once a write went through.
    let baseline: Record<string, string> | undefined;
    const caseOf = fc.record({
      route: fc.constantFrom(...ROUTES),
      caller: fc.constantFrom(...CALLERS),
      segments: fc.array(pathSegment(realIds), { minLength: 2, maxLength: 2 }),
      query: badQuery,
      body: badBody,
      headers: badHeaders,
    });

    await fc.assert(
      fc.asyncProperty(caseOf, async ({ route, caller, segments, query, body, headers }) => {
        const ids = await sparingTheCast(route, segments, () => (baseline = undefined));
        const path = route.route.replace(/:\w+/g, () => ids.shift() ?? '1');
        const url = `${path}${query ? `?${query}` : ''}`;
        const request: InjectOptions = {
          method: route.method,
          url,
          headers: {
            ...(caller === 'anonymous' ? {} : world.accounts[caller].headers),
            ...(body.contentType === undefined ? {} : { 'content-type': body.contentType }),
            ...headers,
          },
          ...(body.payload === undefined || route.method === 'GET' ? {} : { payload: body.payload }),
        };
        const writes = route.method !== 'GET';
        if (writes && !baseline) {
          await server.app.mailer.drain();
          await server.app.importWorker.drain();
          baseline = await fingerprint();
        }
        const response = await server.app.inject(request);
        outcomes.set(response.statusCode, (outcomes.get(response.statusCode) ?? 0) + 1);
        const sent = `${url} ${JSON.stringify(request.headers)} ${String(body.payload ?? '')}`;
        const describeCase = () => `${route.method} ${url.slice(0, 300)} as ${caller} -> ${response.statusCode} ${response.body.slice(0, 500)}`;
        if (response.statusCode >= 500) throw new Error(`server error: ${describeCase()}`);
        if (response.statusCode >= 400) {
          const leak = LEAKS.find((pattern) => pattern.test(response.body) && !pattern.test(sent));
          if (leak) throw new Error(`answer leaks ${leak}: ${describeCase()}`);
        }
        if (!writes) return;
        if (response.statusCode < 400) {
          baseline = undefined;
          return;
        }
        await server.app.mailer.drain();
        await server.app.importWorker.drain();
        expect(await fingerprint(), `refused call changed the database: ${describeCase()}`).toEqual(baseline);
      }),
      { numRuns: RUNS, ...(process.env['FUZZ_SEED'] ? { seed: Number(process.env['FUZZ_SEED']) } : {}) },
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`bad input: ${RUNS} generated cases over ${ROUTES.length} routes in ${seconds} s; answers ${JSON.stringify(Object.fromEntries([...outcomes].sort()))}`);
  });

  it(`a valid request with a bad character in any of its strings is a 400 or goes through, never a 5xx (${Math.ceil(RUNS / 4)} cases)`, { timeout: 60_000 + RUNS * 100 }, async () => {
    const outcomes = new Map<number, number>();
    const rows = MATRIX.filter((row) => row.method !== 'DELETE');
    const caseOf = fc.record({ row: fc.constantFrom(...rows), pick: fc.nat(), text: tainted(fc.constantFrom('Dune', 'read', 'A thought', 'dune', '')) });
    await fc.assert(
      fc.asyncProperty(caseOf, async ({ row, pick, text }) => {
        const call = await row.request({ world, holdings: world.shared.admin });
        const spots = stringSpots(call);
        const spot = spots[pick % Math.max(1, spots.length)];
        if (!spot) return;
        const sent = withString(call, spot, text);
        const response = await server.app.inject({
          method: row.method,
          url: sent.url,
          headers: { ...world.accounts.admin.headers, ...sent.headers },
          ...(sent.payload === undefined ? {} : { payload: sent.payload as InjectOptions['payload'] }),
        });
        outcomes.set(response.statusCode, (outcomes.get(response.statusCode) ?? 0) + 1);
        const describeCase = () => `${row.method} ${sent.url.slice(0, 300)} ${JSON.stringify(sent.payload)?.slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
        if (response.statusCode >= 500) throw new Error(`server error: ${describeCase()}`);
        if (isUnstorableText(text)) expect(response.statusCode, describeCase()).toBe(400);
      }),
      { numRuns: Math.ceil(RUNS / 4), ...(process.env['FUZZ_SEED'] ? { seed: Number(process.env['FUZZ_SEED']) } : {}) },
    );
    console.info(`bad characters in valid requests: ${Math.ceil(RUNS / 4)} cases over ${rows.length} rows; answers ${JSON.stringify(Object.fromEntries([...outcomes].sort()))}`);
  });
});
