import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { creators, media, mediaCreators } from '../../db/schema';
import type { AuthUser } from '../../auth/session-tokens';
import { findByExternalId } from '../../media/external-ids.repository';
import { findVisibleMedia, visibleTo } from '../../media/media-access.repository';
import type { ItemMetadata } from './audiobookshelf-client';

/**
 * The book an Audiobookshelf item is, if one is certain: by ISBN, then by its ASIN when that is an
 * ISBN-10 (Amazon's ASIN of a printed book is its ISBN-10; the catalogue keeps no other ASINs),
 * then by the exact title and an exact author name, when exactly one visible book has both.
 */
export async function matchBook(db: Db, viewer: AuthUser, metadata: ItemMetadata): Promise<number | null> {
  for (const id of [metadata.isbn, metadata.asin]) {
    if (!id) continue;
    const found = await findByExternalId(db, 'isbn', id);
    if (!found) continue;
    const book = await findVisibleMedia(db, found.mediaId, viewer);
    if (book?.type === 'book') return book.mediaId;
  }
  const authors = metadata.authorName
    .split(/,|&| and /)
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  if (authors.length === 0) return null;
  const rows = await db
    .selectDistinct({ mediaId: media.mediaId })
    .from(media)
    .innerJoin(mediaCreators, eq(mediaCreators.mediaId, media.mediaId))
    .innerJoin(creators, eq(creators.creatorId, mediaCreators.creatorId))
    .where(
      and(
        eq(media.type, 'book'),
        sql`lower(${media.title}) = ${metadata.title.trim().toLowerCase()}`,
        sql`lower(${creators.name}) in (${sql.join(authors.map((name) => sql`${name}`), sql`, `)})`,
        visibleTo(viewer),
      ),
    )
    .limit(2);
  return rows.length === 1 && rows[0] ? rows[0].mediaId : null;
}
