import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { coverName } from '@shelfmark/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { CoverStore } from '../covers/cover-store';
import { hasCover } from '../covers/cover-store';
import type { Db } from '../db/db';
import { media } from '../db/schema';
import { demoCoversFolder } from '../paths';

/** Demo books with a real public-domain cover (covers/CREDITS.md): title → file in the covers folder. */
export const DEMO_COVERS: Readonly<Record<string, string>> = {
  Dracula: 'dracula.jpg',
  Frankenstein: 'frankenstein.jpg',
  'Great Expectations': 'great-expectations.jpg',
  'Jane Eyre': 'jane-eyre.jpg',
  'Moby-Dick': 'moby-dick.jpg',
  'Pride and Prejudice': 'pride-and-prejudice.jpg',
  'The Time Machine': 'the-time-machine.jpg',
  'War and Peace': 'war-and-peace.jpg',
  'Wuthering Heights': 'wuthering-heights.jpg',
};

/**
 * Gives the demo books their covers. A book that already has a cover keeps it (someone may have
 * uploaded another), so running the seed again changes nothing. Answers how many were saved.
 */
export async function seedDemoCovers(db: Db, store: CoverStore): Promise<number> {
  const books = await db
    .select({ mediaID: media.mediaId, title: media.title, isbn: media.isbn })
    .from(media)
    .where(and(eq(media.type, 'book'), inArray(media.title, Object.keys(DEMO_COVERS))));
  let saved = 0;
  for (const book of books) {
    const name = coverName({ type: 'book', ...book });
    const file = DEMO_COVERS[book.title];
    if (!name || !file || (await hasCover(store, name))) continue;
    await store.save(name, await readFile(join(demoCoversFolder, file)));
    saved++;
  }
  return saved;
}
