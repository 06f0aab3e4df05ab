import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { CoverStoreConfig } from '../config/config';

/**
 * Where released remotes' files are kept (ADR 0043): a key is `<remote>@<version>/<file>`,
 * written once by `npm run remote -- release` and never changed. The S3 bucket of the covers
 * when covers are kept in S3 (so every instance of a fleet reads the same files), else a
 * folder under the data directory.
 */
export interface ReleaseStore {
  readonly kind: 'disk' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

/** The folder of the disk store, DATA_DIR/releases. */
export const releasesFolder = (dataDir: string) => join(dataDir, 'releases');

/** Keys are made by the server from checked names, but a `..` must never leave the folder whatever the caller. */
function pathIn(folder: string, key: string): string | null {
  const path = normalize(join(folder, key));
  return path.startsWith(folder + sep) ? path : null;
}

export function diskReleaseStore(folder: string): ReleaseStore {
  return {
    kind: 'disk',
    put: async (key, data) => {
      const path = pathIn(folder, key);
      if (!path) throw new Error(`Not a release file: ${key}`);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      await writeFile(`${path}.part`, data);
      await rename(`${path}.part`, path);
    },
    get: async (key) => {
      const path = pathIn(folder, key);
      if (!path) return null;
      return readFile(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return null;
        throw error;
      });
    },
    close: async () => {},
  };
}

/** The store this configuration uses: S3 when covers are in S3, else DATA_DIR/releases (none for a throwaway memory:// data directory). */
export async function openReleaseStore(covers: CoverStoreConfig, dataDir: string, throwawayFolder?: string): Promise<ReleaseStore> {
  if (covers.kind === 's3') return (await import('./s3-release-store')).s3ReleaseStore(covers.s3);
  const folder = dataDir.startsWith('memory://') ? throwawayFolder : releasesFolder(dataDir);
  if (!folder) throw new Error('A memory:// data directory keeps no releases');
  return diskReleaseStore(folder);
}
