import type { Submedia } from '@shelfmark/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/db';
import { submedia, userMedia, userSubmedia } from '../db/schema';

export async function findUserSubmedia(db: Db, usersubmediaId: number): Promise<(Submedia & { userId: number }) | undefined> {
  const [row] = await db
    .select({
      submediaID: submedia.submediaId,
      usersubmediaID: userSubmedia.usersubmediaId,
      title: submedia.title,
      overallnum: submedia.overallnum,
      favorited: userSubmedia.favorited,
      userId: userMedia.userId,
    })
    .from(userSubmedia)
    .innerJoin(submedia, eq(submedia.submediaId, userSubmedia.submediaId))
    .innerJoin(userMedia, eq(userMedia.usermediaId, userSubmedia.usermediaId))
    .where(eq(userSubmedia.usersubmediaId, usersubmediaId));
  return row;
}

export async function setSubmediaFavorite(db: Db, usersubmediaId: number, favorited: boolean): Promise<void> {
  await db.update(userSubmedia).set({ favorited }).where(eq(userSubmedia.usersubmediaId, usersubmediaId));
}

/** Marks the entry's songs or episodes with these numbers favourite; answers those that were not before. */
export async function favoriteSubmediaByNumber(db: Db, usermediaId: number, mediaId: number, overallnums: number[]): Promise<number[]> {
  if (overallnums.length === 0) return [];
  const changed = await db
    .update(userSubmedia)
    .set({ favorited: true })
    .where(
      and(
        eq(userSubmedia.usermediaId, usermediaId),
        eq(userSubmedia.favorited, false),
        inArray(
          userSubmedia.submediaId,
          db.select({ id: submedia.submediaId }).from(submedia).where(and(eq(submedia.mediaId, mediaId), inArray(submedia.overallnum, overallnums))),
        ),
      ),
    )
    .returning({ id: userSubmedia.usersubmediaId });
  return changed.map((row) => row.id);
}

/** Takes the favourite back from these songs or episodes. */
export async function unfavoriteSubmedia(db: Db, usersubmediaIds: number[]): Promise<void> {
  if (usersubmediaIds.length === 0) return;
  await db.update(userSubmedia).set({ favorited: false }).where(inArray(userSubmedia.usersubmediaId, usersubmediaIds));
}
