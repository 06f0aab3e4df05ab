import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { startLocalS3, type LocalS3 } from '../testing/local-s3';
import { jpeg, multipart } from '../testing/multipart';

// The routes on the S3 store, against s3rver standing in for an S3 service.
describe('covers kept in S3', () => {
  let s3: LocalS3;
  let server: TestApp;

  beforeAll(async () => {
    s3 = await startLocalS3();
    await s3.createBucket('route-covers');
    server = await buildTestApp({ S3_URL: s3.endpoint, S3_BUCKET: 'route-covers', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.stop();
  });

  it('stores an upload in the bucket and serves it with its length and ETag', async () => {
    expect(server.app.covers.kind).toBe('s3');
    const librarian = await createAccount(server.app, 'librarian');
    const movie = await createMedia(server.app, { type: 'movie', title: 'Nosferatu' });
    const image = jpeg(4000);
    const body = multipart({}, { filename: `MOVIE${movie}.jpg`, data: image });
    const uploaded = await server.app.inject({ method: 'POST', url: '/api/v1/covers', headers: { ...librarian.headers, ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode).toBe(201);

    const served = await server.app.inject({ method: 'GET', url: `/covers/MOVIE${movie}.jpg` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe('4000');
    expect(served.rawPayload.equals(image)).toBe(true);
    const again = await server.app.inject({ method: 'GET', url: `/covers/MOVIE${movie}.jpg`, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await server.app.inject({ method: 'GET', url: '/covers/MOVIE999999.jpg' })).statusCode).toBe(404);
  });
});
