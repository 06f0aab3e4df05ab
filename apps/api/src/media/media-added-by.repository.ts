import type { MediaAddedBy } from '@shelfmark/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { media, users } from '../db/schema';

/** The account that added a media item, or null (seeded, imported, or the account is gone). */
export async function findAddedBy(db: Db, mediaId: number): Promise<MediaAddedBy | null> {
  const [found] = await db
    .select({ userID: users.userId, username: users.username })
    .from(media)
    .innerJoin(users, eq(users.userId, media.createdBy))
    .where(eq(media.mediaId, mediaId));
  return found ?? null;
}
