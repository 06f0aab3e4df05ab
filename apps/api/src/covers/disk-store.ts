import { randomBytes } from 'node:crypto';
import { open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CoverStore } from './cover-store';

/** Covers as files `<name>.jpg` in one folder: the embedded default, one machine only. */
export function diskCoverStore(dir: string): CoverStore {
  const fileOf = (name: string) => join(dir, `${name}.jpg`);
  return {
    kind: 'disk',
    save: async (name, data) => {
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${fileOf(name)}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, data);
      await rename(partial, fileOf(name));
    },
    open: async (name, ifNoneMatch) => {
      let handle;
      try {
        handle = await open(fileOf(name), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      // Size, ETag and bytes all come from the one open file, even if a new cover replaces it meanwhile.
      const info = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      if (etag === ifNoneMatch) {
        await handle.close();
        return { etag, size: info.size, body: null };
      }
      return { etag, size: info.size, body: handle.createReadStream() };
    },
    remove: (name) => rm(fileOf(name), { force: true }),
    close: async () => {},
  };
}
