import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoverNameSchema } from '@shelfmark/contract';
import type { CoverStoreConfig } from '../config/config';
import type { Db } from '../db/db';
import type { CoverStore } from './cover-store';
import { diskCoverStore } from './disk-store';
import { postgresCoverStore } from './postgres-store';

/** The folder of the disk store, DATA_DIR/covers. */
export const coversFolder = (dataDir: string) => join(dataDir, 'covers');

/**
 * The configured store (the postgres one keeps covers in `db`). A throwaway memory:// database gets a throwaway folder, removed by
 * the store's close().
 */
export async function openCoverStore(config: CoverStoreConfig, dataDir: string, db: Db | undefined): Promise<CoverStore> {
  if (config.kind === 'postgres') {
    if (!db) throw new Error('The postgres cover store needs the database');
    return postgresCoverStore(db);
  }
  // The AWS SDK is large: loaded only by servers that use it.
  if (config.kind === 's3') return (await import('./s3-store')).s3CoverStore(config.s3);
  if (!dataDir.startsWith('memory://')) {
    await mkdir(coversFolder(dataDir), { recursive: true });
    return diskCoverStore(coversFolder(dataDir));
  }
  const dir = await mkdtemp(join(tmpdir(), 'shelfmark-covers-'));
  const store = diskCoverStore(dir);
  return { ...store, close: async () => rm(dir, { recursive: true, force: true }) };
}

/** Names of the covers kept as files in a folder (those `migrate` copies into another store). */
export async function coverFilesIn(dir: string): Promise<string[]> {
  let files: string[];
  try {
    files = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return files.flatMap((file) => {
    const name = file.endsWith('.jpg') ? file.slice(0, -'.jpg'.length) : '';
    return name && CoverNameSchema.safeParse(name).success ? [name] : [];
  }).sort();
}
