import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

const MAX_COVER_BYTES = 5 * 1024 * 1024;

export interface StoredCover {
  data: Buffer;
  etag: string;
}

export interface CoverStore {
  /** Replaces the cover of this name; names are checked by the caller (CoverNameSchema). */
  save(name: string, data: Buffer): Promise<void>;
  read(name: string): Promise<StoredCover | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    covers: CoverStore;
  }
}

function diskStore(dir: string): CoverStore {
  const fileOf = (name: string) => join(dir, `${name}.jpg`);
  return {
    save: async (name, data) => {
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${fileOf(name)}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, data);
      await rename(partial, fileOf(name));
    },
    read: async (name) => {
      try {
        const [data, info] = await Promise.all([readFile(fileOf(name)), stat(fileOf(name))]);
        return { data, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/**
 * The image host: covers as files under DATA_DIR/covers (a throwaway folder for a memory://
 * database), and multipart uploads of one file of at most 5 MB.
 */
export const coversPlugin = fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    const throwaway = dataDir.startsWith('memory://');
    const dir = throwaway ? await mkdtemp(join(tmpdir(), 'shelfmark-covers-')) : join(dataDir, 'covers');
    await mkdir(dir, { recursive: true });
    if (throwaway) app.addHook('onClose', async () => rm(dir, { recursive: true, force: true }));
    app.decorate('covers', diskStore(dir));
    await app.register(multipart, { limits: { fileSize: MAX_COVER_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 } });
  },
  { name: 'covers' },
);
