import type { SeriesCreate } from '@shelfmark/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { media, series } from '../db/schema';
import { visibleTo } from '../media/media-access.repository';
import type { AuthUser } from '../auth/session-tokens';

/**
 * The series with this name (any letter case), created if there is none yet: typing an
 * existing name on the media form must not start a second series.
 */
export async function findOrCreateSeries(db: Db, input: SeriesCreate): Promise<{ seriesId: number; created: boolean }> {
  const [created] = await db
    .insert(series)
    .values({ name: input.name, description: input.description ?? null })
    .onConflictDoNothing()
    .returning({ seriesId: series.seriesId });
  if (created) return { seriesId: created.seriesId, created: true };
  const [existing] = await db.select({ seriesId: series.seriesId }).from(series).where(sql`lower(${series.name}) = lower(${input.name})`);
  if (!existing) throw new Error('series neither created nor found');
  return { seriesId: existing.seriesId, created: false };
}

export async function findSeries(db: Db, seriesId: number) {
  const [found] = await db
    .select({ seriesID: series.seriesId, name: series.name, description: series.description })
    .from(series)
    .where(eq(series.seriesId, seriesId));
  return found ?? null;
}

/** Books, movies, albums and games of the series by number; its TV shows newest first. */
export async function mediaIdsInSeries(db: Db, seriesId: number, viewer: AuthUser) {
  const visible = and(eq(media.seriesId, seriesId), visibleTo(viewer));
  const [inSeries, tvshows] = await Promise.all([
    db
      .select({ id: media.mediaId })
      .from(media)
      .where(and(visible, ne(media.type, 'tvshow')))
      .orderBy(sql`${media.seriesNum} asc nulls last`, asc(media.sortTitle), asc(media.mediaId)),
    db
      .select({ id: media.mediaId })
      .from(media)
      .where(and(visible, eq(media.type, 'tvshow')))
      .orderBy(sql`${media.startyear} desc nulls last`, asc(media.sortTitle), asc(media.mediaId)),
  ]);
  return { inSeries: inSeries.map((row) => row.id), tvshows: tvshows.map((row) => row.id) };
}
