import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_LOCATIONS_ELEMENT_ID } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, createAccount, TEST_PASSWORD } from '../accounts/testing/accounts';
import { type ReleaseTools, runRemoteCommand } from '../cli/remote-command';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { VIEWER_COOKIE } from '../web/page-viewer';
import { canaryBucket, versionFor } from '../web/remote-locations';
import { MIN_CANARY_LOADS } from './releases.repository';

const TEMPLATE = '<!doctype html><html><head><title>Shelfmark</title></head><body><div id="root"></div></body></html>';
const manifest = (shared: Record<string, string>) =>
  JSON.stringify({ metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: Object.entries(shared).map(([name, version]) => ({ name, version, requiredVersion: `^${version}`, singleton: true })), exposes: [] });

/** What tools/rspack/built-against-plugin.ts writes beside a build's manifest: the contract and the `./routes` shape. */
const builtAgainst = (exports: string[] | null) => JSON.stringify({ contractVersion: '0.1.0', routes: { exports, paths: {} } });

async function writeBuild(dir: string, shared: Record<string, string>, entry: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'mf-manifest.json'), manifest(shared));
  await writeFile(join(dir, 'built-against.json'), builtAgainst(['routes']));
  await writeFile(join(dir, 'remoteEntry.js'), entry);
  return dir;
}

describe('remote releases, canaries and rollback', () => {
  let server: TestApp;
  let webRoot: string;
  let builds: string;
  let admin: Account;
  let tools: ReleaseTools;

  const cli = (...args: string[]) => runRemoteCommand(server.app.database.db, args, async () => tools, new Set());
  const cookieOf = async (account: Account) => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/v1/sessions', headers: account.headers });
    return String(answer.headers['set-cookie']).split(';')[0]!;
  };
  /** The page's remote locations, as the shell reads them. */
  const pageLocations = async (cookie?: string) => {
    const page = await server.app.inject({ method: 'GET', url: '/search', headers: cookie ? { cookie } : {} });
    const block = new RegExp(`<script type="application/json" id="${REMOTE_LOCATIONS_ELEMENT_ID}">(.*?)</script>`).exec(page.body)?.[1];
    return JSON.parse(block ?? 'null') as Record<string, unknown>;
  };
  const catalogVersion = async (cookie?: string) => ((await pageLocations(cookie)).catalog as { version?: string }).version;
  /** The command runs apart from the server, which hears of its change by NOTIFY on PostgreSQL: a moment later. */
  const nextPagesGet = (cookie: string, version: string) => vi.waitFor(async () => expect(await catalogVersion(cookie)).toBe(version), { timeout: 5_000 });

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'shelfmark-web-'));
    builds = await mkdtemp(join(tmpdir(), 'shelfmark-builds-'));
    await mkdir(join(webRoot, 'shell'), { recursive: true });
    await writeFile(join(webRoot, 'shell', 'index.html'), TEMPLATE);
    await writeFile(join(webRoot, 'shell', 'mf-manifest.json'), manifest({ react: '19.1.0' }));
    await writeFile(join(webRoot, 'shell', 'built-against.json'), builtAgainst(null));
    server = await buildTestApp({}, { webRoot });
    admin = await createAccount(server.app, 'admin');
    const { describeBuild, checkCompatibility } = await import('../../../../tools/remote-release/compatibility');
    tools = {
      store: server.app.releases.store,
      build: async () => {
        throw new Error('the tests release folders built already (--dist)');
      },
      version: async () => '0.1.0+abc1234',
      describeBuild,
      checkCompatibility,
      shellDir: join(webRoot, 'shell'),
      fixed: new Set(),
    };
  });
  afterAll(async () => {
    await server?.close();
    await rm(webRoot, { recursive: true, force: true });
    await rm(builds, { recursive: true, force: true });
  });

  it('refuses a build that does not fit the deployed shell unless forced, and never replaces a release', async () => {
    const misfit = await writeBuild(join(builds, 'misfit'), { react: '18.3.1' }, 'misfit');
    const refused = await cli('release', 'catalog', '--dist', misfit, '--version', '0.9.0+bad0000');
    expect(refused.code).toBe(1);
    expect(refused.message).toContain('react: remote built against 18.3.1, the shell provides 19.1.0');
    expect((await cli('list', 'catalog')).message).not.toContain('0.9.0+bad0000');

    const forced = await cli('release', 'catalog', '--dist', misfit, '--version', '0.9.0+bad0000', '--force');
    expect(forced.code).toBe(0);
    expect((await cli('list', 'catalog')).message).toContain('0.9.0+bad0000 (forced)');
    expect(await cli('release', 'catalog', '--dist', misfit, '--version', '0.9.0+bad0000', '--force')).toEqual({ code: 1, message: 'catalog@0.9.0+bad0000 is already released; a release is never replaced' });
  });

  it('serves a release at its immutable URL and refuses unknown remotes and versions without changing anything', async () => {
    const v1 = await writeBuild(join(builds, 'v1'), { react: '19.1.0' }, 'catalog v1');
    expect((await cli('release', 'catalog', '--dist', v1)).message).toContain('Released catalog@0.1.0+abc1234 (3 files)');
    const file = await server.app.inject({ method: 'GET', url: '/releases/catalog@0.1.0+abc1234/remoteEntry.js' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('catalog v1');
    expect(file.headers['cache-control']).toBe('max-age=31536000, immutable');
    expect((await server.app.inject({ method: 'GET', url: '/releases/catalog@0.1.0+abc1234/..%2F..%2Fetc' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/releases/nothing@1/remoteEntry.js' })).statusCode).toBe(404);

    const before = await pageLocations();
    expect(await cli('promote', 'shop', '1.0.0')).toEqual({ code: 1, message: 'There is no remote called “shop”; the remotes are library, catalog, media, account' });
    expect(await cli('promote', 'catalog', '9.9.9')).toEqual({ code: 1, message: 'catalog has no release 9.9.9' });
    expect(await cli('rollback', 'catalog')).toEqual({ code: 1, message: 'catalog has no earlier version to roll back to' });
    expect(await cli('stop', 'catalog')).toEqual({ code: 1, message: 'catalog has no canary running' });
    expect(await pageLocations()).toEqual(before);
    expect(before.catalog).toBe('/remotes/catalog/mf-manifest.json');
  });

  it('gives each user their own version of a 50 % canary across reloads, and stops a canary that fails', async () => {
    expect((await cli('promote', 'catalog', '0.1.0+abc1234')).code).toBe(0);
    const v2 = await writeBuild(join(builds, 'v2'), { react: '19.1.0' }, 'catalog v2');
    expect((await cli('release', 'catalog', '--dist', v2, '--version', '0.2.0+def5678')).code).toBe(0);
    expect((await cli('promote', 'catalog', '0.2.0+def5678', '--percent', '50')).message).toBe('catalog@0.2.0+def5678 is the canary for 50 % of users');

    // Users on both sides of the share.
    const users: Account[] = [];
    while (!users.some((user) => canaryBucket(String(user.userId), 'catalog', '0.2.0+def5678') < 50) || !users.some((user) => canaryBucket(String(user.userId), 'catalog', '0.2.0+def5678') >= 50)) {
      users.push(await createAccount(server.app));
    }
    const onV2 = users.find((user) => canaryBucket(String(user.userId), 'catalog', '0.2.0+def5678') < 50)!;
    const onV1 = users.find((user) => canaryBucket(String(user.userId), 'catalog', '0.2.0+def5678') >= 50)!;
    const [cookieV2, cookieV1] = [await cookieOf(onV2), await cookieOf(onV1)];
    await nextPagesGet(cookieV2, '0.2.0+def5678');
    for (let reload = 0; reload < 3; reload++) {
      expect(await catalogVersion(cookieV2)).toBe('0.2.0+def5678');
      expect(await catalogVersion(cookieV1)).toBe('0.1.0+abc1234');
    }
    expect((await pageLocations(cookieV2)).catalog).toEqual({
      url: '/releases/catalog@0.2.0+def5678/mf-manifest.json',
      version: '0.2.0+def5678',
      fallback: { url: '/releases/catalog@0.1.0+abc1234/mf-manifest.json', version: '0.1.0+abc1234' },
    });
    // Without the cookie (signed out), or with a forged one: the current version.
    expect(await catalogVersion()).toBe('0.1.0+abc1234');
    expect(await catalogVersion(`${VIEWER_COOKIE}=${onV2.userId}.${'A'.repeat(43)}`)).toBe('0.1.0+abc1234');

    const report = (account: Account, ok: boolean, version: string) =>
      server.app.inject({ method: 'POST', url: '/api/v1/remote-loads', headers: account.headers, payload: { loads: [{ remote: 'catalog', version, ok, ms: 120, ...(ok ? {} : { phase: 'entry' }) }] } });
    for (let load = 0; load < 5; load++) expect((await report(onV1, true, '0.1.0+abc1234')).statusCode).toBe(204);
    for (let load = 0; load < MIN_CANARY_LOADS - 1; load++) await report(onV2, false, '0.2.0+def5678');
    expect(await catalogVersion(cookieV2)).toBe('0.2.0+def5678');
    await report(onV2, false, '0.2.0+def5678');
    // The canary stopped itself; this instance hears of it by NOTIFY like every other one.
    await nextPagesGet(cookieV2, '0.1.0+abc1234');

    const screen = await server.app.inject({ method: 'GET', url: '/api/v1/admin/remote-releases', headers: admin.headers });
    const catalog = (screen.json() as { remote: string; canary: unknown; stopped: { reason: string }; releases: { version: string; stats: unknown }[] }[]).find((row) => row.remote === 'catalog')!;
    expect(catalog.canary).toBeNull();
    expect(catalog.stopped.reason).toBe('Stopped by itself: 10 of 10 loads failed (100 %) against 0 % for 0.1.0+abc1234');
    expect(catalog.releases.find((release) => release.version === '0.2.0+def5678')?.stats).toEqual({ loads: 10, failed: 10, failureRate: 100, medianMs: 120 });
    expect((await cli('list', 'catalog')).message).toContain('stopped 0.2.0+def5678');
  });

  it('rolls back from the command line for the next page, and promotes from the admin routes', async () => {
    const user = await createAccount(server.app);
    const cookie = await cookieOf(user);
    const promoted = await server.app.inject({ method: 'POST', url: '/api/v1/admin/remote-releases/catalog/promote', headers: admin.headers, payload: { version: '0.2.0+def5678' } });
    expect(promoted.json()).toEqual({ message: 'catalog@0.2.0+def5678 is now everyone’s' });
    expect(await catalogVersion(cookie)).toBe('0.2.0+def5678');
    expect((await cli('rollback', 'catalog')).message).toBe('catalog is back on 0.1.0+abc1234');
    await nextPagesGet(cookie, '0.1.0+abc1234');
    const refused = await server.app.inject({ method: 'POST', url: '/api/v1/admin/remote-releases/catalog/promote', headers: user.headers, payload: {} });
    expect(refused.statusCode).toBe(403);
  });

  it('sets the viewer cookie at sign-in and clears it at sign-out', async () => {
    const account = await createAccount(server.app);
    const signIn = await server.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { username: account.username, password: TEST_PASSWORD } });
    const set = String(signIn.headers['set-cookie']);
    expect(set).toMatch(new RegExp(`^${VIEWER_COOKIE}=${account.userId}\\.[A-Za-z0-9_-]{43}; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax$`));
    const token = (signIn.json() as { token: string }).token;
    const signOut = await server.app.inject({ method: 'DELETE', url: '/api/v1/sessions/current', headers: { authorization: `Bearer ${token}` } });
    expect(String(signOut.headers['set-cookie'])).toBe(`${VIEWER_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  });

  it('takes only its small schema at the load endpoint, and limits reports per user and address', async () => {
    const user = await createAccount(server.app);
    const post = (payload: unknown) => server.app.inject({ method: 'POST', url: '/api/v1/remote-loads', headers: user.headers, payload: payload as object });
    expect((await post({ loads: [{ remote: 'shop', version: '1', ok: true, ms: 1 }] })).statusCode).toBe(400);
    expect((await post({ loads: [] })).statusCode).toBe(400);
    expect((await post({ loads: [{ remote: 'catalog', version: '1', ok: true, ms: 1, extra: 1 }] })).statusCode).toBe(400);
    let answer = await post({ loads: [{ remote: 'catalog', version: 'x', ok: true, ms: 1 }] });
    while (answer.statusCode === 204) answer = await post({ loads: [{ remote: 'catalog', version: 'x', ok: true, ms: 1 }] });
    expect(answer.statusCode).toBe(429);
    expect(answer.headers['retry-after']).toBeDefined();
  });
});

describe('which version a user gets', () => {
  const rollout = { remote: 'catalog' as const, currentVersion: '1', previousVersion: null, canaryVersion: '2', canaryAudience: 'staff' as const, canaryPercent: null };
  it('gives a staff canary to librarians and admins only', () => {
    expect(versionFor(rollout, { userId: '1', role: 'librarian' })).toBe('2');
    expect(versionFor(rollout, { userId: '1', role: 'admin' })).toBe('2');
    expect(versionFor(rollout, { userId: '1', role: 'user' })).toBe('1');
    expect(versionFor(rollout, undefined)).toBe('1');
  });
});
