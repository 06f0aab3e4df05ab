import type { MediaType, Shelf, SortBy, UserMediaSummary } from '@shelfmark/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { preparedVariants } from '../db/prepared';
import { shelfGenreTotals, shelfTotals, userMedia } from '../db/schema';
import { type SummaryRow, summaryColumns, summaryJoins, toSummary } from './library-loader.repository';

export interface ShelfFilter {
  userId: number;
  library: Shelf;
  type?: MediaType | undefined;
  /** A genre id, or 0 / absent for none. */
  genre?: number | undefined;
}

/**
 * genre_mask is the last column of every shelf index, so the genre test is made on the index
 * entries as the page walks them in order: no join, no sort.
 */
const hasGenre = (genre: number) => sql`(${userMedia.genreMask} & ${2 ** (genre - 1)}::integer) <> 0`;

function shelfCondition({ userId, library, type, genre }: ShelfFilter) {
  const byShelf =
    library === 'recent' ? undefined : library === 'favorites' ? eq(userMedia.favorited, true) : eq(userMedia.status, library);
  return and(eq(userMedia.userId, userId), byShelf, type ? eq(userMedia.mediaType, type) : undefined, genre ? hasGenre(genre) : undefined);
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

/** The same order on the page's ids (`page`), to keep it once the page is joined to its media. */
function pageOrder(sortBy: SortBy, ascending: boolean): SQL {
  const columns = { creator: ['sort_creator', 'sort_title', 'usermedia_id'], title: ['sort_title', 'usermedia_id'], recent: ['usermedia_id'] }[sortBy];
  return sql.raw(columns.map((column) => `page.${column} ${ascending ? 'asc' : 'desc'}`).join(', '));
}

interface PageShape {
  shelf: 'all' | 'favorites' | 'status';
  byType: boolean;
  byGenre: boolean;
  sortBy: SortBy;
  ascending: boolean;
}

interface PageParams extends Record<string, unknown> {
  userId: number;
  status: string;
  type: string;
  genreBit: number;
  limit: number;
  offset: number;
}

/**
 * A page of a shelf in one statement: the page's ids from the index that filters and orders the
 * shelf (index-only, offset included), then their entries, media, creators, genres, tags, songs
 * and open reading. One prepared statement per shape of the request (shelf kind, type, genre, order).
 */
const pageStatement = preparedVariants<PageShape, PageParams, SummaryRow>(
  'shelf_page',
  ({ shelf, byType, byGenre, sortBy, ascending }) => `${shelf}_${byType ? 't' : ''}${byGenre ? 'g' : ''}_${sortBy}_${ascending ? 'asc' : 'desc'}`,
  ({ shelf, byType, byGenre, sortBy, ascending }, p) => sql`
    select ${summaryColumns}
    from (select ${userMedia.usermediaId} as usermedia_id, ${userMedia.sortCreator} as sort_creator, ${userMedia.sortTitle} as sort_title
          from ${userMedia}
          where ${and(
            eq(userMedia.userId, p.userId),
            shelf === 'favorites' ? eq(userMedia.favorited, true) : shelf === 'status' ? sql`${userMedia.status} = ${p.status}` : undefined,
            byType ? sql`${userMedia.mediaType} = ${p.type}` : undefined,
            byGenre ? sql`(${userMedia.genreMask} & ${p.genreBit}::integer) <> 0` : undefined,
          )}
          order by ${sql.join(shelfOrder(sortBy, ascending), sql`, `)}
          limit ${p.limit} offset ${p.offset}) as page
    join ${userMedia} as entry on entry.usermedia_id = page.usermedia_id
    ${summaryJoins}
    order by ${pageOrder(sortBy, ascending)}`,
);

/** A page of a shelf, as shelf lists show it. */
export async function shelfPage(
  db: Db,
  filter: ShelfFilter & { pageNumber: number; pageSize: number; sortBy: SortBy; asc: boolean },
): Promise<UserMediaSummary[]> {
  const { library, type, genre } = filter;
  const shelf = library === 'recent' ? 'all' : library === 'favorites' ? 'favorites' : 'status';
  const rows = await pageStatement(
    db,
    { shelf, byType: Boolean(type), byGenre: Boolean(genre), sortBy: filter.sortBy, ascending: filter.asc },
    {
      userId: filter.userId,
      status: library,
      type: type ?? '',
      genreBit: genre ? 2 ** (genre - 1) : 0,
      limit: filter.pageSize,
      offset: (filter.pageNumber - 1) * filter.pageSize,
    },
  );
  return rows.map(toSummary);
}

/** A whole shelf: 'recent' newest first, any other by creator. */
export async function shelfIds(db: Db, filter: ShelfFilter): Promise<number[]> {
  const order = filter.library === 'recent' ? shelfOrder('recent', false) : shelfOrder('creator', true);
  const rows = await db.select({ id: userMedia.usermediaId }).from(userMedia).where(shelfCondition(filter)).orderBy(...order);
  return rows.map((row) => row.id);
}

interface TotalShape {
  byGenre: boolean;
  shelf: 'all' | 'favorites' | 'status';
  byType: boolean;
}

/** Shelf sizes from the totals the user_media trigger keeps, per genre when one is given: one prepared statement per shape. */
const totalStatement = preparedVariants<TotalShape, { userId: number; genreId: number; status: string; type: string }, { total: string | number }>(
  'shelf_total',
  ({ byGenre, shelf, byType }) => `${byGenre ? 'genre_' : ''}${shelf}${byType ? '_t' : ''}`,
  ({ byGenre, shelf, byType }, p) => {
    const table = byGenre ? shelfGenreTotals : shelfTotals;
    const counted = shelf === 'favorites' ? table.favorites : table.total;
    return sql`select coalesce(sum(${counted}), 0) as total from ${table}
      where ${and(
        eq(table.userId, p.userId),
        byGenre ? sql`${shelfGenreTotals.genreId} = ${p.genreId}` : undefined,
        shelf === 'status' ? sql`${table.status} = ${p.status}` : undefined,
        byType ? sql`${table.mediaType} = ${p.type}` : undefined,
      )}`;
  },
);

/** The size of a shelf, from the totals the user_media trigger keeps (per genre when one is given). */
export async function shelfTotal(db: Db, { userId, library, type, genre }: ShelfFilter): Promise<number> {
  const shelf = library === 'recent' ? 'all' : library === 'favorites' ? 'favorites' : 'status';
  const [row] = await totalStatement(db, { byGenre: Boolean(genre), shelf, byType: Boolean(type) }, { userId, genreId: genre ?? 0, status: library, type: type ?? '' });
  return Number(row?.total ?? 0);
}
