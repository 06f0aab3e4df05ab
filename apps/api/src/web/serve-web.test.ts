import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';

const TEMPLATE = '<!doctype html><html><head><title>Shelfmark</title><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';
const MAIN_JS = `console.log(${JSON.stringify('shelfmark '.repeat(300))})`;

const groups = (entry: string, named: Record<string, string[]>, provides: Record<string, string[]>, consumes?: Record<string, string[]>) =>
  JSON.stringify({ entrypoints: { main: [entry] }, namedChunkGroups: named, provides, consumes });
const manifest = (entry: string) => JSON.stringify({ metaData: { publicPath: 'auto', remoteEntry: { name: entry, path: '' } }, shared: [], exposes: [] });

async function writeApp(dir: string, files: Record<string, string | Buffer>): Promise<void> {
  await mkdir(dir, { recursive: true });
  await Promise.all(Object.entries(files).map(([name, content]) => writeFile(join(dir, name), content)));
}

/** Preload and prefetch links of the page, in order: `href as`, with `(prefetch)` for the latter. */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(preload|prefetch)" href="([^"]+)" as="(\w+)"/g)].map((match) => `${match[2]} ${match[3]}${match[1] === 'prefetch' ? ' (prefetch)' : ''}`);

describe('serving the web apps', () => {
  let server: TestApp;
  let webRoot: string;
  let cdn: Server;
  let cdnUrl: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'shelfmark-web-'));
    await writeApp(join(webRoot, 'shell'), {
      'index.html': TEMPLATE,
      'chunk-groups.json': groups(
        'main.0123abcd.js',
        { bootstrap: ['bootstrap.11111111.js', 'bootstrap.22222222.css'], 'auth-screen': ['auth.44444444.js'] },
        { react: ['react.33333333.js'], zod: ['zod.55555555.js'], 'react-dom': ['react-dom.66666666.js'] },
        { bootstrap: ['react'], 'auth-screen': ['zod'] },
      ),
      'main.0123abcd.js': MAIN_JS,
      'main.0123abcd.js.br': brotliCompressSync(MAIN_JS),
      'main.0123abcd.js.gz': gzipSync(MAIN_JS),
      'sw.js': 'self.addEventListener("fetch", () => {})',
      'manifest.webmanifest': JSON.stringify({ name: 'Shelfmark', display: 'standalone' }),
    });
    await writeApp(join(webRoot, 'library'), {
      'mf-manifest.json': manifest('remoteEntry.aaaaaaaa.js'),
      'chunk-groups.json': groups(
        'remoteEntry.aaaaaaaa.js',
        { __federation_expose_routes: ['home.bbbbbbbb.js', 'home.cccccccc.css'], 'route-library': ['shelf.77777777.js', 'shelf.88888888.css'] },
        { react: ['react.dddddddd.js'], 'react-dom': ['react-dom.abababab.js'], 'only-in-library': ['own.eeeeeeee.js'], 'unused-in-library': ['unused.cdcdcdcd.js'] },
        { __federation_expose_routes: ['react', 'react-dom', 'only-in-library'], 'route-library': ['react'] },
      ),
    });
    // The catalog remote deployed on another origin, as on a CDN.
    cdn = createServer((request, response) => {
      const body: Record<string, string> = {
        '/v2/mf-manifest.json': manifest('remoteEntry.ffffffff.js'),
        '/v2/chunk-groups.json': groups('remoteEntry.ffffffff.js', { __federation_expose_routes: ['catalog.99999999.js'] }, {}),
      };
      const content = body[request.url ?? ''];
      response.writeHead(content ? 200 : 404, { 'content-type': 'application/json' }).end(content ?? '{}');
    });
    await new Promise<void>((listening) => cdn.listen(0, '127.0.0.1', listening));
    cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    server = await buildTestApp({ REMOTE_CATALOG_URL: `${cdnUrl}/v2/` }, { webRoot });
  });

  afterAll(async () => {
    await server?.close();
    cdn?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('names Home’s files in its HTML: the shell’s start files, then the library remote’s manifest, entry and exposed chunks', async () => {
    const page = await get('/');
    expect(preloads(page.body)).toEqual([
      '/bootstrap.11111111.js script',
      '/bootstrap.22222222.css style',
      // Only the shell's packages the bootstrap or the page's remote consume: not zod, which only the sign-in screen uses.
      '/react.33333333.js script',
      '/react-dom.66666666.js script',
      '/remotes/library/mf-manifest.json fetch',
      // The remote's files are prefetched: a failed preload would be reused by Retry's request.
      '/remotes/library/remoteEntry.aaaaaaaa.js script (prefetch)',
      '/remotes/library/home.bbbbbbbb.js script (prefetch)',
      '/remotes/library/home.cccccccc.css style (prefetch)',
      // Shared packages the shell provides come from the shell; the library's own only package does not.
      '/remotes/library/own.eeeeeeee.js script (prefetch)',
    ]);
    expect(page.body).not.toContain('shelf.77777777.js');
    expect(page.body).toContain('<link rel="preload" href="/remotes/library/mf-manifest.json" as="fetch" crossorigin>');
    expect(page.body).toContain('<div id="root" data-skeleton="home">');
  });

  it('keeps a share link’s page from search engines, in its HTML and its headers, and no other page', async () => {
    const shared = await get('/shared/abcdefghijklmnopqrstuvwxyz012345');
    expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    expect(shared.body).toContain('<meta name="robots" content="noindex, nofollow, noarchive">');
    expect(preloads(shared.body)).toContain('/remotes/library/mf-manifest.json fetch');
    for (const path of ['/', '/shares', '/year/2024']) {
      const page = await get(path);
      expect(page.headers['x-robots-tag'], path).toBeUndefined();
      expect(page.body, path).not.toContain('name="robots"');
    }
  });

  it('names the files of the remote that renders the path, wherever that remote is deployed', async () => {
    const catalog = preloads((await get('/catalog')).body);
    expect(catalog).toContain(`${cdnUrl}/v2/mf-manifest.json fetch`);
    expect(catalog).toContain(`${cdnUrl}/v2/remoteEntry.ffffffff.js script (prefetch)`);
    expect(catalog).toContain(`${cdnUrl}/v2/catalog.99999999.js script (prefetch)`);
    expect(catalog.join(' ')).not.toContain('/remotes/library/');

    // The catalog's build says nothing of what it consumes: every package the shell provides is named.
    expect(catalog).toContain('/zod.55555555.js script');

    const unknown = await get('/no/such/page');
    expect(preloads(unknown.body)).toEqual(['/bootstrap.11111111.js script', '/bootstrap.22222222.css style', '/react.33333333.js script']);
    expect(unknown.body).toContain('data-skeleton="frame"');
  });

  it('names the screen of the page’s route when its remote loads that screen on its own', async () => {
    const library = preloads((await get('/library?page=2')).body);
    expect(library.slice(-2)).toEqual(['/remotes/library/shelf.77777777.js script (prefetch)', '/remotes/library/shelf.88888888.css style (prefetch)']);
  });

  it('sends the page in brotli or gzip as the client accepts, revalidated by ETag', async () => {
    const brotli = await get('/library', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(brotli.rawPayload).toString();
    expect(html).toContain('/remotes/library/remoteEntry.aaaaaaaa.js');

    const gzip = await get('/library', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);

    const plain = await get('/library');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);

    const etag = String(brotli.headers['etag']);
    expect(etag).not.toBe(plain.headers['etag']);
    const revalidated = await get('/library', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('serves a file’s precompressed form as the client accepts, hashed files for a year', async () => {
    const brotli = await get('/main.0123abcd.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('max-age=31536000, immutable');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(MAIN_JS);

    const plain = await get('/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MAIN_JS);
  });

  it('sends scripts without the headers that only mean something on a page, and hashed ones without validators', async () => {
    const script = await get('/main.0123abcd.js', { 'accept-encoding': 'br' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'etag', 'last-modified', 'accept-ranges']) {
      expect(script.headers[header], header).toBeUndefined();
    }
    const page = await get('/');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const manifest = await get('/remotes/library/mf-manifest.json');
    expect(manifest.headers['etag']).toBeDefined();
    expect(manifest.headers['content-security-policy']).toBeDefined();
  });

  it('sends the service worker and the web manifest revalidated on every launch, with their types (ADR 0039)', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const appManifest = await get('/manifest.webmanifest');
    expect(appManifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(appManifest.headers['cache-control']).toBe('no-cache');
    expect(appManifest.json()).toMatchObject({ name: 'Shelfmark' });
  });

  it('answers a missing file with 404, not the page', async () => {
    const missing = await get('/remotes/library/gone.12345678.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
  });

  it('sends remotes.json compressed and revalidated', async () => {
    const response = await get('/remotes.json', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toMatchObject({ catalog: `${cdnUrl}/v2/mf-manifest.json` });
  });

  it('carries remotes.json in the page, as data the policy need not allow, so the shell asks for nothing', async () => {
    const page = (await get('/')).body;
    const block = /<script type="application\/json" id="remote-locations">([^<]*)<\/script>/.exec(page);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(JSON.parse((await get('/remotes.json')).body));
    expect(JSON.parse(block?.[1] ?? 'null')).toMatchObject({ library: '/remotes/library/mf-manifest.json', catalog: `${cdnUrl}/v2/mf-manifest.json` });
  });

  it('picks up a rebuilt remote without a restart', async () => {
    await writeFile(join(webRoot, 'library', 'mf-manifest.json'), manifest('remoteEntry.12341234.js'));
    await vi.waitFor(
      async () => {
        const html = (await get('/library')).body;
        expect(html).toContain('/remotes/library/remoteEntry.12341234.js');
      },
      { timeout: 5_000, interval: 200 },
    );
  });

  it('compresses API answers above 1 KB, not the small ones', async () => {
    const account = await createAccount(server.app);
    for (let index = 0; index < 12; index += 1) await createMedia(server.app, { title: `A title long enough to fill a page ${index}`, description: 'x'.repeat(100) });
    const page = await get('/api/v1/medias/catalog?pageNumber=1', { ...account.headers, 'accept-encoding': 'gzip, br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(page.rawPayload).toString())).toHaveLength(12);

    const health = await get('/api/v1/health', { 'accept-encoding': 'gzip, br' });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
