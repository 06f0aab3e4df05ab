import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { migrationsFolder } from '../paths';
import { startLocalS3, type LocalS3 } from '../testing/local-s3';
import { jpeg } from '../testing/multipart';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { CoverStore } from './cover-store';
import { diskCoverStore } from './disk-store';
import { migrateCovers } from './migrate-covers';
import { postgresCoverStore, SLICE_BYTES } from './postgres-store';
import { s3CoverStore } from './s3-store';

let folder: string;
let testDatabase: TestDatabase;
let database: Database;
let s3: LocalS3;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'shelfmark-cover-test-'));
  testDatabase = await createTestDatabase();
  database = await openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir: testDatabase.dataDir, migrationsFolder });
  s3 = await startLocalS3();
  await s3.createBucket('covers');
});

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
  await s3?.stop();
  await rm(folder, { recursive: true, force: true });
});

const read = async (store: CoverStore, name: string) => {
  const cover = await store.open(name);
  return cover?.body ? buffer(cover.body) : null;
};

// Every store keeps the same promises: the contract the routes rely on.
describe.each([
  ['disk', () => diskCoverStore(folder)],
  ['postgres', () => postgresCoverStore(database.db)],
  ['s3 (s3rver standing in for an S3 service)', () => s3CoverStore(s3.config('covers'))],
] as const)('%s cover store', (_kind, makeStore) => {
  let store: CoverStore;
  beforeAll(() => {
    store = makeStore();
  });
  afterAll(() => store.close());

  it('answers null for a cover it does not have', async () => {
    expect(await store.open('9780000000002')).toBeNull();
  });

  it('removes a cover, and removing one it does not have is no error', async () => {
    await store.save('VIDEOGAME9', jpeg(100));
    await store.remove('VIDEOGAME9');
    expect(await store.open('VIDEOGAME9')).toBeNull();
    await store.remove('VIDEOGAME9');
  });

  it('keeps a cover and answers its bytes, size and ETag', async () => {
    const image = jpeg(3000);
    await store.save('MOVIE1', image);
    const cover = await store.open('MOVIE1');
    expect(cover).toMatchObject({ size: 3000, etag: expect.stringMatching(/^".+"$/) });
    expect((await buffer(cover!.body!)).equals(image)).toBe(true);
  });

  it('answers no body when the client already has the cover (If-None-Match)', async () => {
    await store.save('MOVIE2', jpeg(100));
    const fresh = (await store.open('MOVIE2'))!;
    fresh.body?.destroy();
    const { etag } = fresh;
    expect(await store.open('MOVIE2', etag)).toEqual({ etag, size: expect.any(Number), body: null });
    const stale = await store.open('MOVIE2', '"something-else"');
    expect(stale?.body).not.toBeNull();
    stale?.body?.destroy();
  });

  it('replaces a cover with a new one under a new ETag', async () => {
    await store.save('ALBUM3', jpeg(200));
    const before = (await store.open('ALBUM3'))!;
    before.body?.destroy();
    const replacement = Buffer.concat([jpeg(100), Buffer.alloc(150, 7)]);
    await store.save('ALBUM3', replacement);
    const after = (await store.open('ALBUM3'))!;
    expect(after.etag).not.toBe(before.etag);
    expect((await buffer(after.body!)).equals(replacement)).toBe(true);
  });

  it('keeps a cover of the full 5 MB', async () => {
    const large = Buffer.concat([jpeg(16), Buffer.from(Array.from({ length: 5 * 1024 * 1024 - 16 }, (_, index) => index % 251))]);
    await store.save('VIDEOGAME4', large);
    expect((await read(store, 'VIDEOGAME4'))?.equals(large)).toBe(true);
  });
});

describe('postgres cover store', () => {
  it('sends a large cover in slices, and stops rather than mix two covers when it is replaced meanwhile', async () => {
    const store = postgresCoverStore(database.db);
    const first = Buffer.concat([jpeg(16), Buffer.alloc(SLICE_BYTES * 2, 1)]);
    await store.save('TV5', first);
    const cover = (await store.open('TV5'))!;
    const body = cover.body!;
    const firstSlice = await new Promise<Buffer>((resolve) => body.once('data', resolve));
    expect(firstSlice.length).toBe(SLICE_BYTES);
    body.pause();
    await store.save('TV5', Buffer.concat([jpeg(16), Buffer.alloc(SLICE_BYTES * 2, 2)]));
    await expect(buffer(body)).rejects.toThrow('cover TV5 changed while it was being sent');
  });
});

describe('s3 cover store', () => {
  it('reports a missing bucket as a fault, not as a missing cover', async () => {
    const store = s3CoverStore(s3.config('no-such-bucket'));
    await expect(store.open('MOVIE1')).rejects.toThrow();
    await store.close();
  });
});

describe('migrateCovers', () => {
  it('moves cover files into another store, keeping a cover the store already has, and runs again as a no-op', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shelfmark-cover-files-'));
    const target = s3CoverStore(s3.config('covers'));
    try {
      await writeFile(join(dir, '9780441172719.jpg'), jpeg(500));
      await writeFile(join(dir, 'MOVIE77.jpg'), jpeg(600));
      await writeFile(join(dir, 'notes.txt'), 'not a cover');
      await target.save('MOVIE77', jpeg(700));

      const report = await migrateCovers(dir, target);
      expect(report).toEqual({ moved: ['9780441172719'], alreadyThere: ['MOVIE77'] });
      expect((await read(target, '9780441172719'))?.equals(jpeg(500))).toBe(true);
      expect((await read(target, 'MOVIE77'))?.length).toBe(700);
      expect(await readdir(dir)).toEqual(['notes.txt']);
      expect(await migrateCovers(dir, target)).toEqual({ moved: [], alreadyThere: [] });
    } finally {
      await target.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
