import { GENRES } from '@shelfmark/contract';
import type { Db } from './db';
import { genres } from './schema';

/** Keeps the fixed reference rows (the spec's 17 genres) present; safe to run at every start. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(genres)
    .values(GENRES.map((genre) => ({ genreId: genre.id, name: genre.name })))
    .onConflictDoNothing();
}
