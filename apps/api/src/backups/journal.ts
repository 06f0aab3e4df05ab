import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

const JournalSchema = z.object({
  entries: z.array(z.object({ idx: z.number(), when: z.number(), tag: z.string() }).loose()),
}).loose();
type Journal = z.infer<typeof JournalSchema>;

/** drizzle's list of migrations (meta/_journal.json), in order. */
export async function readJournal(migrationsFolder: string): Promise<Journal> {
  return JournalSchema.parse(JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')));
}

/**
 * A copy of the migrations folder that stops at `tag`: migrating with it builds the schema a
 * backup was taken from, so its rows load as they were before the newer migrations run.
 * Removed by the caller (the returned folder).
 */
export async function migrationsUpTo(migrationsFolder: string, tag: string): Promise<string> {
  const journal = await readJournal(migrationsFolder);
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`No migration ${tag}`);
  const folder = await mkdtemp(join(tmpdir(), 'shelfmark-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }, null, 2));
  return folder;
}
