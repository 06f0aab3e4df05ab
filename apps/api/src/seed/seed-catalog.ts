import { splitCreatorName } from '@shelfmark/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { creators, media } from '../db/schema';
import { insertCreator } from '../creators/creators.repository';
import { insertMedia } from '../media/media-writer.repository';
import { findOrCreateSeries } from '../series/series.repository';
import { type CatalogEntry, catalogEntries } from './catalog-entries';

async function creatorId(db: Db, creator: CatalogEntry['creators'][number]): Promise<number> {
  const [existing] = await db.select({ id: creators.creatorId }).from(creators).where(eq(creators.name, creator.name)).limit(1);
  if (existing) return existing.id;
  const names = creator.organisation ? { first: null, last: creator.name } : splitCreatorName(creator.name);
  return insertCreator(db, { name: creator.name, ...names });
}

/** Adds the demo catalogue; items already there (same type and title) are left alone. Answers how many were added. */
export async function seedCatalog(db: Db): Promise<{ total: number; added: number }> {
  const entries = catalogEntries();
  let added = 0;
  for (const entry of entries) {
    const [existing] = await db
      .select({ id: media.mediaId })
      .from(media)
      .where(and(eq(media.type, entry.fields.type), eq(media.title, entry.fields.title)));
    if (existing) continue;
    await db.transaction(async (tx) => {
      const creatorIds = [];
      for (const creator of entry.creators) creatorIds.push(await creatorId(tx, creator));
      const seriesID = entry.series ? (await findOrCreateSeries(tx, { name: entry.series[0] })).seriesId : null;
      await insertMedia(tx, { ...entry.fields, creators: creatorIds, seriesID, seriesNum: entry.series?.[1] ?? null });
    });
    added++;
  }
  return { total: entries.length, added };
}
