import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/build-test-app';

describe('server skeleton', () => {
  let server: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'shelfmark-web-'));
    await mkdir(join(webRoot, 'shell'));
    await writeFile(join(webRoot, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(webRoot, 'shell', 'main.0123abcd.js'), 'console.log(1)');
    await mkdir(join(webRoot, 'library'));
    await writeFile(join(webRoot, 'library', 'mf-manifest.json'), '{"name":"library"}');
    server = await buildTestApp({ REMOTE_CATALOG_URL: 'http://localhost:4402/' }, { webRoot });
  });

  afterAll(async () => {
    await server?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('answers health with the database it runs on', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env['TEST_DATABASE'] === 'postgres' ? 'postgres' : 'pglite',
    });
  });

  it('has the 17 genres after migrations', async () => {
    const result = await server.app.database.db.execute('select genre_id, name from genres order by genre_id');
    const list = (result as unknown as { rows: { genre_id: number; name: string }[] }).rows;
    expect(list).toHaveLength(17);
    expect(list[0]).toEqual({ genre_id: 1, name: 'fantasy' });
    expect(list[16]).toEqual({ genre_id: 17, name: 'comedy' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /api/v1/nope' });
  });

  it('tells the shell where each remote lives, with overrides from the environment', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      library: '/remotes/library/mf-manifest.json',
      catalog: 'http://localhost:4402/mf-manifest.json',
      media: '/remotes/media/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
    });
  });

  it.each(['/', '/library?page=1&library=read', '/book/12', '/passwordreset/abc', '/some/unknown/page'])(
    'serves the app shell for the page %s',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"');
    },
  );

  it('serves hashed assets for a year and remote files to other origins', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/main.0123abcd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('max-age=31536000, immutable');

    const manifest = await server.app.inject({ method: 'GET', url: '/remotes/library/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not the app', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/missing.js' });
    expect(response.statusCode).toBe(404);
    const remote = await server.app.inject({ method: 'GET', url: '/remotes/media/mf-manifest.json' });
    expect(remote.statusCode).toBe(404);
  });

  it('sends security headers whose policy allows the remote origins', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' http://localhost:4402");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('documents the API at /api/docs', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/v1/health');
  });

  it('documents every call of the spec, each with a summary', async () => {
    const { paths } = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    const calls = [
      'post /sessions', 'post /users', 'post /users/passwordreset', 'get /users/passwordreset/{token}', 'patch /users/passwordreset/{token}',
      'get /users/verification', 'get /users/{id}', 'get /usermedias/library', 'get /usermedias/library/page',
      'get /usermedias/library/page/total', 'get /usermedias/library/page/type', 'get /usermedias/library/page/type/total',
      'get /usermedias/{id}', 'get /usermedias/check/{mediaID}', 'patch /usermedias/{id}', 'post /usermedias', 'delete /usermedias/{id}',
      'put /usermedias/{usermediaID}/tags/{tagID}', 'delete /usermedias/{usermediaID}/tags/{tagID}', 'patch /usersubmedias/{id}',
      'get /medias/{id}', 'post /medias', 'patch /medias/{id}', 'get /medias/catalog', 'get /medias/catalog/{genreID}',
      'get /medias/catalog/type', 'get /medias/catalog/type/{genreID}', 'post /creators', 'get /creators/{id}', 'post /series',
      'get /series/{id}', 'get /tags', 'get /tags/all', 'get /tags/{id}', 'delete /tags/{id}', 'post /tags', 'patch /readings/end/{id}',
      'patch /readings/{id}', 'delete /readings/{id}', 'post /entries/{usermediaID}', 'patch /entries/{entryID}', 'delete /entries/{entryID}',
      'post /recommendations', 'post /search', 'post /search/library', 'post /search/allaccess', 'post /covers', 'post /mediarequests',
      'post /bugreports',
    ];
    for (const call of calls) {
      const [method = '', path = ''] = call.split(' ');
      expect(paths[`/api/v1${path}`]?.[method]?.summary, call).toEqual(expect.any(String));
    }
    expect(paths['/covers/{file}']?.['get']).toBeDefined();
  });

  it('documents genre on the paged shelf calls, a PATCH of any fields, the add limit and addedBy', async () => {
    type Operation = {
      parameters?: { name: string; in: string }[];
      requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
      responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
    };
    const { paths } = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const operation = (method: string, path: string) => paths[`/api/v1${path}`]?.[method];
    for (const path of ['/usermedias/library/page', '/usermedias/library/page/total', '/usermedias/library/page/type', '/usermedias/library/page/type/total']) {
      expect(operation('get', path)?.parameters?.some((parameter) => parameter.name === 'genre' && parameter.in === 'query'), path).toBe(true);
    }
    expect(operation('patch', '/medias/{id}')?.requestBody?.content['application/json']?.schema.required ?? []).toEqual([]);
    expect(Object.keys(operation('post', '/medias')?.responses ?? {})).toContain('429');
    expect(operation('get', '/medias/{id}')?.responses['200']?.content?.['application/json']?.schema.properties).toHaveProperty('addedBy');
  });
});
