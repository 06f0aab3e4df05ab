import type { MediaType, Shelf, SortBy, UserMediaSummary } from '@shelfmark/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { shelfTotals, userMedia } from '../db/schema';
import { loadSummaryPage } from './library-loader';

export interface ShelfFilter {
  userId: number;
  library: Shelf;
  type?: MediaType | undefined;
}

function shelfCondition({ userId, library, type }: ShelfFilter) {
  const byShelf =
    library === 'recent' ? undefined : library === 'favorites' ? eq(userMedia.favorited, true) : eq(userMedia.status, library);
  return and(eq(userMedia.userId, userId), byShelf, type ? eq(userMedia.mediaType, type) : undefined);
}

/** Orders that the user_media indexes serve as they are, ties broken by the entry id. */
function shelfOrder(sortBy: SortBy, ascending: boolean) {
  const direction = ascending ? asc : desc;
  const keys = {
    creator: [userMedia.sortCreator, userMedia.sortTitle, userMedia.usermediaId],
    title: [userMedia.sortTitle, userMedia.usermediaId],
    recent: [userMedia.usermediaId],
  }[sortBy];
  return keys.map((key) => direction(key));
}

/** A page of a shelf, as shelf lists show it. */
export function shelfPage(
  db: Db,
  filter: ShelfFilter & { pageNumber: number; pageSize: number; sortBy: SortBy; asc: boolean },
): Promise<UserMediaSummary[]> {
  return loadSummaryPage(
    db,
    {
      where: shelfCondition(filter),
      orderBy: shelfOrder(filter.sortBy, filter.asc),
      limit: filter.pageSize,
      offset: (filter.pageNumber - 1) * filter.pageSize,
    },
    filter.userId,
  );
}

/** A whole shelf: 'recent' newest first, any other by creator. */
export async function shelfIds(db: Db, filter: ShelfFilter): Promise<number[]> {
  const order = filter.library === 'recent' ? shelfOrder('recent', false) : shelfOrder('creator', true);
  const rows = await db.select({ id: userMedia.usermediaId }).from(userMedia).where(shelfCondition(filter)).orderBy(...order);
  return rows.map((row) => row.id);
}

/** The size of a shelf, from the totals the user_media trigger keeps. */
export async function shelfTotal(db: Db, { userId, library, type }: ShelfFilter): Promise<number> {
  const counted = library === 'favorites' ? shelfTotals.favorites : shelfTotals.total;
  const [row] = await db
    .select({ total: sql<string | number>`coalesce(sum(${counted}), 0)` })
    .from(shelfTotals)
    .where(
      and(
        eq(shelfTotals.userId, userId),
        library === 'recent' || library === 'favorites' ? undefined : eq(shelfTotals.status, library),
        type ? eq(shelfTotals.mediaType, type) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}
