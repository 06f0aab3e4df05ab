import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { MATRIX } from './authorization-matrix';
import { badBody, badHeaders, badQuery, pathSegment } from './bad-input-arbitraries';
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

const ROUTES = [...new Map(MATRIX.map((row) => [`${row.method} ${row.route}`, row] as const)).values()].map(({ method, route }) => ({ method, route }));

describe('bad input, generated', () => {
  let server: TestApp;
  let world: World;
  let fingerprint: () => Promise<Record<string, string>>;
  let realIds: number[];

  beforeAll(async () => {
    server = await buildTestApp();
    world = await createWorld(server.app);
    fingerprint = await createFingerprinter(server.app);
    const { user, admin } = world.shared;
    realIds = [...new Set([...Object.values(user), ...Object.values(admin), ...Object.values(world.catalogue)].filter((id): id is number => typeof id === 'number'))];
  });
  afterAll(() => server.close());

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
        const ids = [...segments];
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
});
