import { API_MESSAGES, type MediaType } from '@shelfmark/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { media, userMedia } from '../db/schema';
import { notFound } from '../errors';
import type { AuthUser } from '../auth/session-tokens';

export interface MediaBasics {
  mediaId: number;
  type: MediaType;
  isbn: string | null;
  numPages: number | null;
  restricted: boolean;
  /** The account that added the item, if known. */
  createdBy: number | null;
}

/**
 * The media item if this viewer may see it: restricted media are the admin's, except that
 * users keep seeing what is already in their library. Null otherwise, as if absent.
 */
export async function findVisibleMedia(db: Db, mediaId: number, viewer: AuthUser): Promise<MediaBasics | null> {
  const [found] = await db
    .select({
      mediaId: media.mediaId,
      type: media.type,
      isbn: media.isbn,
      numPages: media.numPages,
      restricted: media.restricted,
      createdBy: media.createdBy,
      inLibrary: sql<boolean>`exists (select 1 from ${userMedia} where ${and(eq(userMedia.mediaId, media.mediaId), eq(userMedia.userId, viewer.userId))})`,
    })
    .from(media)
    .where(eq(media.mediaId, mediaId));
  if (!found || (found.restricted && viewer.role !== 'admin' && !found.inLibrary)) return null;
  const { inLibrary: _inLibrary, ...basics } = found;
  return basics;
}

/** findVisibleMedia, or a 404 'Media not found'. */
export async function requireVisibleMedia(db: Db, mediaId: number, viewer: AuthUser): Promise<MediaBasics> {
  const found = await findVisibleMedia(db, mediaId, viewer);
  if (!found) throw notFound(API_MESSAGES.mediaNotFound);
  return found;
}

/** Condition for lists of media: everything for the admin, unrestricted media for others. */
export function visibleTo(viewer: AuthUser) {
  return viewer.role === 'admin' ? undefined : eq(media.restricted, false);
}
