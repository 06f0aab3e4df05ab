import type { MediaType } from '@shelfmark/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { media, mediaGenres } from '../db/schema';
import { visibleTo } from '../services/media-access';
import type { AuthUser } from '../services/session-tokens';

export interface CatalogFilter {
  viewer: AuthUser;
  pageNumber: number;
  pageSize: number;
  /** 0 or absent: every genre. */
  genreId?: number;
  type?: MediaType;
}

/** Ids of one catalogue page, in title order. */
export async function catalogPage(db: Db, filter: CatalogFilter): Promise<number[]> {
  const inGenre = filter.genreId
    ? sql`exists (select 1 from ${mediaGenres} where ${mediaGenres.mediaId} = ${media.mediaId} and ${mediaGenres.genreId} = ${filter.genreId})`
    : undefined;
  const rows = await db
    .select({ id: media.mediaId })
    .from(media)
    .where(and(visibleTo(filter.viewer), filter.type ? eq(media.type, filter.type) : undefined, inGenre))
    .orderBy(asc(media.sortTitle), asc(media.mediaId))
    .limit(filter.pageSize)
    .offset((filter.pageNumber - 1) * filter.pageSize);
  return rows.map((row) => row.id);
}
