import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../testing/local-s3';
import { diskReleaseStore, openReleaseStore, type ReleaseStore } from './release-store';

/** What every release store does: a file written is read back whole; a missing one (or a path out of the store) is null. */
function behavesAsAStore(open: () => Promise<ReleaseStore>) {
  it('keeps a release’s files and answers null for a missing one', async () => {
    const store = await open();
    try {
      const entry = Buffer.from('var catalog = "v1";');
      await store.put('catalog@1.0.0+abc1234/remoteEntry.js', entry);
      await store.put('catalog@1.0.0+abc1234/static/js/1.0123abcd.js', Buffer.from('chunk'));
      expect((await store.get('catalog@1.0.0+abc1234/remoteEntry.js'))?.equals(entry)).toBe(true);
      expect((await store.get('catalog@1.0.0+abc1234/static/js/1.0123abcd.js'))?.toString()).toBe('chunk');
      expect(await store.get('catalog@1.0.0+abc1234/missing.js')).toBeNull();
      expect(await store.get('catalog@9.9.9/remoteEntry.js')).toBeNull();
    } finally {
      await store.close();
    }
  });
}

describe('the release store in a folder', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'shelfmark-release-store-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  behavesAsAStore(async () => diskReleaseStore(folder));

  it('never reads nor writes outside its folder', async () => {
    const store = diskReleaseStore(join(folder, 'inner'));
    expect(await store.get('../../etc/passwd')).toBeNull();
    await expect(store.put('../escape.js', Buffer.from('x'))).rejects.toThrow('Not a release file');
  });
});

describe('the release store in the covers’ S3 bucket', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
    await s3.createBucket('release-store');
  });
  afterAll(() => s3?.stop());

  behavesAsAStore(async () => {
    const store = await openReleaseStore({ kind: 's3', s3: s3.config('release-store') }, '/unused');
    expect(store.kind).toBe('s3');
    return store;
  });
});
