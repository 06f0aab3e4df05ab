import { CoverNameSchema } from '@shelfmark/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { jpeg, multipart } from '../testing/multipart';

describe('cover uploads', () => {
  let server: TestApp;
  let librarian: Account;
  let movie: number;

  const upload = (fields: Record<string, string>, file?: { filename: string; data: Buffer }) => {
    const body = multipart(fields, file);
    return server.app.inject({ method: 'POST', url: '/api/v1/covers', headers: { ...librarian.headers, ...body.headers }, payload: body.payload });
  };

  beforeAll(async () => {
    server = await buildTestApp();
    librarian = await createAccount(server.app, 'librarian');
    movie = await createMedia(server.app, { type: 'movie', title: 'Stalker' });
  });
  afterAll(() => server.close());

  it('accepts only cover names made of letters and digits, so no name reaches outside the covers folder', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('MOVIE1/../x', '../MOVIE1', 'MOVIE1\u0000', 'MOVIE1.jpg', 'TV1%2F..', '9780441172719/..')), (name) => {
        if (CoverNameSchema.safeParse(name).success) expect(name).toMatch(/^[A-Z0-9]+$/);
      }),
      { numRuns: 2_000 },
    );
  });

  it('files a cover under the canonical name whatever the uploaded file was called', async () => {
    const response = await upload({ name: `MOVIE${movie}` }, { filename: '../../../../tmp/evil.jpg', data: jpeg() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ name: `MOVIE${movie}`, url: `/covers/MOVIE${movie}.jpg` });
  });

  it.each(['../../etc/passwd', 'MOVIE1/../../x', `MOVIE${1}%2F..`, '..\\..\\x', 'MOVIE1\u0000.png'])('refuses the name %j', async (name) => {
    expect((await upload({ name }, { filename: 'x.jpg', data: jpeg() })).statusCode).toBe(400);
  });

  it('checks the content, not the name or declared type', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const data of [png, html, Buffer.alloc(0), Buffer.from([0xff, 0xd8])]) {
      const response = await upload({ name: `MOVIE${movie}` }, { filename: 'cover.jpg', data });
      expect(response.json()).toEqual({ message: 'Cover must be a .jpg' });
    }
  });

  it('answers too many files or fields with 4xx, not 500', async () => {
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`field${index}`, 'x']));
    expect((await upload(many, { filename: 'x.jpg', data: jpeg() })).statusCode).toBe(413);
    const boundary = 'twofiles';
    const part = (index: number) =>
      Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file${index}"; filename="MOVIE${movie}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), jpeg(), Buffer.from('\r\n')]);
    const twoFiles = await server.app.inject({
      method: 'POST',
      url: '/api/v1/covers',
      headers: { ...librarian.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([part(1), part(2), Buffer.from(`--${boundary}--\r\n`)]),
    });
    expect(twoFiles.statusCode).toBeGreaterThanOrEqual(400);
    expect(twoFiles.statusCode).toBeLessThan(500);
  });

  it('serves covers as image/jpeg with nosniff, so a crafted file is never run as a page', async () => {
    // Starts like a JPEG, goes on like HTML: a browser must not sniff it into a page.
    const polyglot = Buffer.concat([jpeg(4), Buffer.from('<html><script>alert(1)</script></html>')]);
    expect((await upload({ name: `MOVIE${movie}` }, { filename: 'x.jpg', data: polyglot })).statusCode).toBe(201);
    for (const url of [`/covers/MOVIE${movie}.jpg`, `/api/v1/covers/MOVIE${movie}.jpg`]) {
      const served = await server.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it.each(['/covers/..%2F..%2Fjwt-secret', '/covers/%2e%2e%2fpasswd.jpg', '/covers/%2E%2E%2Fjwt-secret.jpg', '/api/v1/covers/....%2F%2F'])('never serves a path outside the covers: %s', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('import uploads', () => {
  let server: TestApp;
  let reader: Account;

  beforeAll(async () => {
    server = await buildTestApp();
    reader = await createAccount(server.app);
  });
  afterAll(() => server.close());

  it.each([
    ['no boundary', 'multipart/form-data', 'source=goodreads'],
    ['an empty boundary', 'multipart/form-data; boundary=', ''],
    ['a form cut short', 'multipart/form-data; boundary=cut', '--cut\r\nContent-Disposition: form-data; name="source"\r\n\r\ngoodreads'],
  ])('answers a form the parser cannot read (%s) with 400, not 500', async (_case, contentType, payload) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/imports', headers: { ...reader.headers, 'content-type': contentType }, payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});
