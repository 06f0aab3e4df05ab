import type { Submedia } from '@shelfmark/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
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
