import type { Creator, CreatorCreate } from '@shelfmark/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { splitCreatorName } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { creators, media, mediaCreators, series } from '../db/schema';
import { visibleTo } from '../media/media-access.repository';
import type { AuthUser } from '../auth/session-tokens';

/** Saves a creator; first and last are split from the name when last is left empty. */
export async function insertCreator(db: Db, input: CreatorCreate): Promise<number> {
  const split = input.last ? { first: input.first || null, last: input.last } : splitCreatorName(input.name);
  const [created] = await db
    .insert(creators)
    .values({ name: input.name, ...split, description: input.description ?? null })
    .returning({ creatorId: creators.creatorId });
  if (!created) throw new Error('creator not created');
  return created.creatorId;
}

export async function findCreator(db: Db, creatorId: number): Promise<(Creator & { description: string | null }) | null> {
  const [found] = await db
    .select({ creatorID: creators.creatorId, name: creators.name, first: creators.first, last: creators.last, description: creators.description })
    .from(creators)
    .where(eq(creators.creatorId, creatorId));
  return found ?? null;
}

/** The creator's works the viewer may see, by series (works outside one last), then number, then title. */
export async function mediaIdsByCreator(db: Db, creatorId: number, viewer: AuthUser): Promise<number[]> {
  const rows = await db
    .select({ id: media.mediaId })
    .from(mediaCreators)
    .innerJoin(media, eq(media.mediaId, mediaCreators.mediaId))
    .leftJoin(series, eq(series.seriesId, media.seriesId))
    .where(and(eq(mediaCreators.creatorId, creatorId), visibleTo(viewer)))
    .orderBy(sql`lower(${series.name}) asc nulls last`, sql`${media.seriesNum} asc nulls last`, asc(media.sortTitle), asc(media.mediaId));
  return rows.map((row) => row.id);
}
