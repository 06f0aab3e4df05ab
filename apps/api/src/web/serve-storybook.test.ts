import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { VIEWER_COOKIE, viewerCookieValue } from './page-viewer';

type App = TestApp['app'];

/** A page request's headers from a signed-in account of `role`: the signed viewer cookie the API sets at sign-in (page-viewer.ts). */
async function viewer(app: App, role: 'user' | 'librarian' | 'admin'): Promise<Record<string, string>> {
  const account = await createAccount(app, role);
  return { cookie: `${VIEWER_COOKIE}=${viewerCookieValue(app.viewerSignature, String(account.userId))}` };
}

const BOOT = "window.CONFIG_TYPE = 'PRODUCTION';";
const INDEX = `<!doctype html><html><head><script>${BOOT}</script><script type="module" src="./sb-manager/runtime.js"></script></head><body>Storybook manager</body></html>`;
const IFRAME = '<!doctype html><html><head><script>window.global = window;</script></head><body><div id="storybook-root"></div></body></html>';
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

async function storybookBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'shelfmark-storybook-'));
  await mkdir(join(dir, 'sb-manager'));
  await writeFile(join(dir, 'index.html'), INDEX);
  await writeFile(join(dir, 'iframe.html'), IFRAME);
  await writeFile(join(dir, 'index.json'), JSON.stringify({ v: 5, entries: {} }));
  await writeFile(join(dir, 'sb-manager', 'runtime.js'), 'console.log("manager")');
  return dir;
}

describe('the designers’ Storybook at /storybook/', () => {
  let dir: string;
  const servers: TestApp[] = [];
  const serverWith = async (env: Record<string, string>) => {
    const server = await buildTestApp({ STORYBOOK_DIR: dir, ...env });
    servers.push(server);
    return server.app;
  };

  beforeAll(async () => {
    dir = await storybookBuild();
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await rm(dir, { recursive: true, force: true });
  });

  describe('STORYBOOK_ACCESS=staff (the default)', () => {
    let app: Awaited<ReturnType<typeof serverWith>>;
    beforeAll(async () => {
      app = await serverWith({});
    }, 180_000);

    it('shows admins and librarians the build, with a policy that lets its pages run', async () => {
      for (const role of ['admin', 'librarian'] as const) {
        const page = await app.inject({ url: '/storybook/', headers: await viewer(app, role) });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('Storybook manager');
        expect(page.headers['cache-control']).toBe('private, no-cache');
        const policy = String(page.headers['content-security-policy']);
        expect(policy).toContain(`script-src 'self' ${[hashOf(BOOT), hashOf('window.global = window;')].sort().join(' ')}`);
        expect(policy).toContain("frame-ancestors 'self'");
        expect(policy).toContain("frame-src 'self'");
        expect(policy).not.toContain('unsafe-eval');
        expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');

        const preview = await app.inject({ url: '/storybook/iframe.html', headers: await viewer(app, role) });
        expect(preview.statusCode).toBe(200);
        const script = await app.inject({ url: '/storybook/sb-manager/runtime.js', headers: await viewer(app, role) });
        expect(script.statusCode).toBe(200);
        expect(script.headers['content-type']).toMatch(/javascript/);
      }
    });

    it('answers everyone else 404, as for a path that does not exist', async () => {
      for (const headers of [{}, await viewer(app, 'user')]) {
        for (const url of ['/storybook/', '/storybook', '/storybook/iframe.html', '/storybook/index.json', '/storybook/sb-manager/runtime.js']) {
          const response = await app.inject({ url, headers });
          expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
          expect(response.json()).toEqual({ message: 'Not found' });
          expect(response.body).not.toContain('Storybook manager');
        }
      }
    });

    it('sends /storybook to /storybook/ (its pages load their files relative to it) and has no app page under it', async () => {
      const bare = await app.inject({ url: '/storybook', headers: await viewer(app, 'admin') });
      expect(bare.statusCode).toBe(301);
      expect(bare.headers.location).toBe('/storybook/');
      const missing = await app.inject({ url: '/storybook/no-such-page', headers: await viewer(app, 'admin') });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Not found' });
      const escape = await app.inject({ url: '/storybook/..%2f..%2fetc%2fpasswd', headers: await viewer(app, 'admin') });
      expect([403, 404]).toContain(escape.statusCode);
      expect(escape.body).not.toContain('root:');
    });
  });

  it('STORYBOOK_ACCESS=public shows it to a visitor who is not signed in', { timeout: 180_000 }, async () => {
    const app = await serverWith({ STORYBOOK_ACCESS: 'public' });
    const page = await app.inject({ url: '/storybook/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Storybook manager');
  });

  it('STORYBOOK_ACCESS=off serves it to no one, admins included', { timeout: 180_000 }, async () => {
    const app = await serverWith({ STORYBOOK_ACCESS: 'off' });
    const page = await app.inject({ url: '/storybook/', headers: await viewer(app, 'admin') });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: 'Not found' });
  });

  it('answers 404, not the app’s page, when Storybook is not built', { timeout: 180_000 }, async () => {
    const server = await buildTestApp({ STORYBOOK_DIR: join(dir, 'not-built'), STORYBOOK_ACCESS: 'public' });
    servers.push(server);
    const page = await server.app.inject({ url: '/storybook/' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: 'Not found' });
  });

  it('refuses a STORYBOOK_ACCESS it does not know at start, naming the choices', async () => {
    await expect(buildTestApp({ STORYBOOK_ACCESS: 'designers' })).rejects.toThrow('STORYBOOK_ACCESS must be staff, public or off');
  });
});
