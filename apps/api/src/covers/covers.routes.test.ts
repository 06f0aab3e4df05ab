import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { jpeg, multipart } from '../testing/multipart';

describe('covers', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let movie: number;

  const upload = (account: Account | undefined, fields: Record<string, string>, file?: { filename: string; data: Buffer }) => {
    const body = multipart(fields, file);
    return server.app.inject({ method: 'POST', url: '/api/v1/covers', headers: { ...(account?.headers ?? {}), ...body.headers }, payload: body.payload });
  };

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    await createMedia(server.app, { title: 'Dune', isbn: '9780441172719' });
    movie = await createMedia(server.app, { type: 'movie', title: 'Metropolis' });
  });
  afterAll(() => server.close());

  it('stores a book cover under its ISBN, named by the file, and serves it publicly', async () => {
    const image = jpeg(1000);
    const response = await upload(cast.librarian, { upload_preset: 'covers', tags: 'browser_upload' }, { filename: '9780441172719.jpg', data: image });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ name: '9780441172719', url: '/covers/9780441172719.jpg' });

    const served = await server.app.inject({ method: 'GET', url: '/covers/9780441172719.jpg' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.rawPayload.equals(image)).toBe(true);
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await server.app.inject({ method: 'GET', url: '/covers/9780441172719.jpg', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/covers/9780441172719' })).statusCode).toBe(200);
  });

  it('files a cover given by ISBN-10 under the book’s own ISBN', async () => {
    expect((await upload(cast.admin, { name: '0441172717' }, { filename: 'scan.jpeg', data: jpeg() })).json()).toMatchObject({ name: '9780441172719' });
  });

  it('names other covers by type and id', async () => {
    const response = await upload(cast.admin, {}, { filename: `MOVIE${movie}.jpg`, data: jpeg() });
    expect(response.json()).toEqual({ name: `MOVIE${movie}`, url: `/covers/MOVIE${movie}.jpg` });
    expect((await server.app.inject({ method: 'GET', url: `/covers/MOVIE${movie}.jpg` })).statusCode).toBe(200);
  });

  it.each([
    [{ filename: '9780441172719.png', data: jpeg() }, {}, 400, 'Cover must be a .jpg'],
    [{ filename: '9780441172719.jpg', data: Buffer.from('<svg onload="alert(1)"/>') }, {}, 400, 'Cover must be a .jpg'],
    [undefined, { name: '9780441172719' }, 400, 'Choose a .jpg file to upload'],
    [{ filename: '../../etc/passwd.jpg', data: jpeg() }, {}, 400, 'Cover name must be an ISBN, or MOVIE, TV, ALBUM or VIDEOGAME followed by the media id'],
    [{ filename: 'x.jpg', data: jpeg() }, { name: 'TV1' }, 404, 'The cover name does not belong to a media item'],
    [{ filename: 'x.jpg', data: jpeg() }, { name: '9780000000002' }, 404, 'The cover name does not belong to a media item'],
    [{ filename: 'x.jpg', data: jpeg() }, { name: 'MOVIE9999999999' }, 404, 'The cover name does not belong to a media item'],
    [{ filename: 'x.jpg', data: jpeg(5 * 1024 * 1024 + 1) }, { name: '9780441172719' }, 413, 'Cover must be at most 5 MB'],
  ])('refuses %#', async (file, fields, status, message) => {
    const response = await upload(cast.admin, fields, file);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it('takes a cover of exactly 5 MB', async () => {
    expect((await upload(cast.admin, { name: '9780441172719' }, { filename: 'x.jpg', data: jpeg(5 * 1024 * 1024) })).statusCode).toBe(201);
  });

  it('is for librarians and admins on an item a user did not add, and only as multipart', async () => {
    const file = { filename: '9780441172719.jpg', data: jpeg() };
    expect((await upload(cast.owner, {}, file)).statusCode).toBe(403);
    expect((await upload(undefined, {}, file)).statusCode).toBe(401);
    const json = await server.app.inject({ method: 'POST', url: '/api/v1/covers', headers: cast.admin.headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(406);
  });

  it('answers 404 for a missing cover and 400 for a name that cannot be one', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/covers/ALBUM12.jpg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Cover not found' });
    expect((await server.app.inject({ method: 'GET', url: '/covers/..%2Fjwt-secret.jpg' })).statusCode).toBe(400);
  });

  it('answers 204 for a missing cover when asked with missing=empty, as the web app does', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/api/v1/covers/ALBUM12.jpg?missing=empty' });
    expect(missing.statusCode).toBe(204);
    expect(missing.body).toBe('');
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/covers/ALBUM12.jpg?missing=gone' })).statusCode).toBe(400);
  });
});
