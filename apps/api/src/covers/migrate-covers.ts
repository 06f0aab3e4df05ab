import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { type CoverStore, hasCover } from './cover-store';
import { coverFilesIn } from './open-cover-store';

export interface MigrationReport {
  /** Copied into the store, then removed from the folder. */
  moved: string[];
  /** The store already had a cover of that name (uploaded there since, so newer): kept, and the file removed. */
  alreadyThere: string[];
}

/**
 * Moves the covers kept as files in `dir` into `store`: each file is removed only once the store
 * answers with a cover of that name and size. Safe to stop and run again, and to run while the
 * servers run: a cover the store already has is never replaced.
 */
export async function migrateCovers(dir: string, store: CoverStore, onCover: (name: string, moved: boolean) => void = () => {}): Promise<MigrationReport> {
  const report: MigrationReport = { moved: [], alreadyThere: [] };
  for (const name of await coverFilesIn(dir)) {
    const file = join(dir, `${name}.jpg`);
    const existing = await hasCover(store, name);
    if (existing) {
      report.alreadyThere.push(name);
    } else {
      const data = await readFile(file);
      await store.save(name, data);
      const stored = await store.open(name);
      stored?.body?.destroy();
      if (stored?.size !== data.length) throw new Error(`${store.kind} store did not keep cover ${name}; its file is left in ${dir}`);
      report.moved.push(name);
    }
    await unlink(file);
    onCover(name, !existing);
  }
  return report;
}
