import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { renderAuthorizationDoc } from './authorization-doc';
import { MATRIX } from './authorization-matrix';
import { dependsOnOwner, expectedStatus } from './matrix-status';
import type { MatrixRow } from './matrix-row';
import { createFingerprinter } from './db-fingerprint';
import { registeredApiRoutes } from './route-inventory';
import { expectedTokenStatus, TOKEN_CALLERS, type TokenCaller } from './token-callers';
import { CALLERS, type Caller, createHoldings, createWorld, type Owner, OWNERS, RESTRICTED_GENRE, type World } from './world';

const DOC = resolve(import.meta.dirname, '../../../../docs/authorization.md');

describe('authorisation matrix', () => {
  let server: TestApp;
  let world: World;
  let fingerprint: () => Promise<Record<string, string>>;
  let cases = 0;

  beforeAll(async () => {
    // The token callers make far more calls a minute than the per-token limit allows.
    server = await buildTestApp({ TOKEN_RATE_LIMIT: '1000000' });
    // Deliveries to the rows' endpoints would be recorded in the background, in the middle of a refused call's fingerprints.
    await server.app.ready();
    await server.app.webhookWorker.stop();
    await server.app.audiobookshelfPoller.stop();
    world = await createWorld(server.app);
    fingerprint = await createFingerprinter(server.app);
  });
  afterAll(async () => {
    console.info(`authorisation matrix: ${MATRIX.length} rows, ${cases} calls checked`);
    await server.close();
  });

  it('has a row for every registered route', async () => {
    const covered = new Set(MATRIX.map((row) => `${row.method} ${row.route}`));
    const uncovered = (await registeredApiRoutes()).map((route) => `${route.method} ${route.url}`).filter((route) => !covered.has(route));
    expect(uncovered).toEqual([]);
  });

  it('is what docs/authorization.md shows', async () => {
    const rendered = renderAuthorizationDoc();
    if (process.env['UPDATE_AUTHORIZATION_DOC']) await writeFile(DOC, rendered);
    expect(await readFile(DOC, 'utf8').catch(() => '')).toBe(rendered);
  });

  const caseName = (row: MatrixRow) => `${row.method} ${row.route}${row.scenario ? ` (${row.scenario})` : ''}`;

  it.each(MATRIX.map((row) => [caseName(row), row] as const))('%s answers each caller as the table says', async (_name, row) => {
    const owners: readonly Owner[] = dependsOnOwner(row) ? OWNERS : ['user'];
    for (const owner of owners) {
      for (const caller of CALLERS) await checkCase(row, caller, owner);
    }
  });

  it.each(MATRIX.map((row) => [caseName(row), row] as const))('%s answers each personal token as its scopes and owner say', async (_name, row) => {
    const owners: readonly Owner[] = dependsOnOwner(row) ? OWNERS : ['user'];
    for (const owner of owners) {
      for (const caller of TOKEN_CALLERS) await checkCase(row, caller, owner);
    }
  });

  const headersOf = (caller: Caller | TokenCaller) => (caller === 'anonymous' ? {} : caller in world.accounts ? world.accounts[caller as Exclude<Caller, 'anonymous'>].headers : world.tokens[caller as TokenCaller]);
  const isTokenCaller = (caller: Caller | TokenCaller): caller is TokenCaller => (TOKEN_CALLERS as readonly string[]).includes(caller);

  async function checkCase(row: MatrixRow, caller: Caller | TokenCaller, owner: Owner): Promise<void> {
    const expected = isTokenCaller(caller) ? expectedTokenStatus(row, caller, owner) : expectedStatus(row, caller, owner);
    const allowed = expected < 300;
    // An allowed write may use its data up; refused calls share data, which they must not change.
    const fresh = allowed && row.method !== 'GET' && dependsOnOwner(row);
    const holdings = fresh ? await createHoldings(server.app, world.ownerAccount(owner)) : world.shared[owner];
    const call = await row.request({ world, holdings, caller });
    // Mail goes to the outbox table after the answer, imports to the worker; let earlier calls' work land first.
    await server.app.mailer.drain();
    await server.app.importWorker.drain();
    const before = allowed ? undefined : { database: await fingerprint(), other: await call.sideEffect?.() };
    const response = await server.app.inject({
      method: row.method,
      url: call.url,
      headers: { ...headersOf(caller), ...call.headers },
      ...(call.payload === undefined ? {} : { payload: call.payload }),
    });
    cases++;
    const label = `${row.method} ${call.url} as ${caller}${dependsOnOwner(row) ? ` on ${owner}'s data` : ''}`;
    expect(response.statusCode, `${label}: ${response.body}`).toBe(expected);
    if (before) {
      expect(response.json(), label).toEqual({ ...(row.refusalHasCode ? { code: expect.any(Number) } : {}), message: expect.any(String) });
      expect({ database: await fingerprint(), other: await call.sideEffect?.() }, `${label} changed something`).toEqual(before);
    }
  }

  it('lets users list only their own media requests, librarians and admins everyone’s', async () => {
    const requesters = async (caller: Exclude<Caller, 'anonymous'>) => {
      const response = await server.app.inject({ method: 'GET', url: '/api/v1/mediarequests?status=all', headers: world.accounts[caller].headers });
      return new Set((response.json() as { userID: number }[]).map((request) => request.userID));
    };
    for (const caller of ['user', 'other'] as const) {
      expect([...(await requesters(caller))].every((id) => id === world.accounts[caller].userId)).toBe(true);
    }
    const everyone = [world.accounts.user.userId, world.accounts.librarian.userId, world.accounts.admin.userId];
    for (const caller of ['librarian', 'admin'] as const) expect([...(await requesters(caller))]).toEqual(expect.arrayContaining(everyone));
  });

  it('lists restricted media in the catalogue and search to the admin only', async () => {
    const finds = async (caller: Exclude<Caller, 'anonymous'>, method: 'GET' | 'POST', url: string, payload?: object) => {
      const response = await server.app.inject({ method, url, headers: world.accounts[caller].headers, ...(payload ? { payload } : {}) });
      return (response.json() as { mediaID: number }[]).some((media) => media.mediaID === world.catalogue.restrictedId);
    };
    for (const caller of ['user', 'other', 'librarian', 'admin'] as const) {
      const admin = caller === 'admin';
      expect(await finds(caller, 'GET', `/api/v1/medias/catalog/type/${RESTRICTED_GENRE}?type=movie`), caller).toBe(admin);
      expect(await finds(caller, 'POST', '/api/v1/search', { searchString: 'Restricted Film', searchType: 'Title' }), caller).toBe(false);
      if (admin) expect(await finds(caller, 'POST', '/api/v1/search/allaccess', { searchString: 'Restricted Film', searchType: 'Title' })).toBe(true);
    }
  });
});
