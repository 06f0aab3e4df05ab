import type { MediaType } from '@shelfmark/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query-rows';
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

/** Where a row stands in title order. */
interface TitleKey {
  sortTitle: string;
  mediaId: number;
}

/** Every this many rows of a listing, a bookmark: a deep page skips at most this many rows. */
export const BOOKMARK_EVERY = 1000;

interface Bookmarks {
  version: string;
  /** keys[k] is the row at position (k + 1) * BOOKMARK_EVERY - 1 (counting from 0). */
  keys: TitleKey[];
}

/**
 * Per database (tests open many in one process) and per listing (role, type, genre): the
 * bookmarks, or the promise of them while they are counted, so that concurrent deep pages
 * count once.
 */
const bookmarkCache = new WeakMap<Db, Map<string, Promise<Bookmarks>>>();

async function catalogVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ version: string | number }>(db, sql`select version from catalog_version`);
  return String(row?.version ?? 0);
}

async function countBookmarks(db: Db, where: SQL | undefined, version: string, every: number): Promise<Bookmarks> {
  const rows = await queryRows<{ sort_title: string; media_id: number }>(db, sql`
    select sort_title, media_id from (
      select ${media.sortTitle} as sort_title, ${media.mediaId} as media_id,
        row_number() over (order by ${media.sortTitle}, ${media.mediaId}) as place
      from ${media} ${where ? sql`where ${where}` : sql``}
    ) as ordered
    where place % ${every} = 0
    order by place`);
  return { version, keys: rows.map((row) => ({ sortTitle: row.sort_title, mediaId: Number(row.media_id) })) };
}

/**
 * The last bookmark at or before the offset, with the position of the row after it. The
 * bookmarks are counted again whenever catalog_version says the catalogue changed, so they
 * are never staler than the page query itself.
 */
async function bookmarkBefore(db: Db, listing: string, where: SQL | undefined, offset: number, every: number) {
  const version = await catalogVersion(db);
  const cache = bookmarkCache.get(db) ?? new Map<string, Promise<Bookmarks>>();
  bookmarkCache.set(db, cache);
  let pending = cache.get(listing);
  if (!pending || (await pending).version !== version) {
    pending = countBookmarks(db, where, version, every);
    cache.set(listing, pending);
    const counting = pending;
    counting.catch(() => cache.get(listing) === counting && cache.delete(listing));
  }
  const { keys } = await pending;
  const index = Math.min(Math.floor(offset / every), keys.length) - 1;
  const key = keys[index];
  return key ? { key, position: (index + 1) * every } : undefined;
}

/**
 * Ids of one catalogue page, in title order. A deep page starts from the nearest bookmark
 * (keyset) instead of an OFFSET that would walk every row before it: page 50,000 of a
 * million-item catalogue reads at most BOOKMARK_EVERY index entries, not 600,000.
 */
export async function catalogPage(db: Db, filter: CatalogFilter, every = BOOKMARK_EVERY): Promise<number[]> {
  const inGenre = filter.genreId
    ? sql`exists (select 1 from ${mediaGenres} where ${mediaGenres.mediaId} = ${media.mediaId} and ${mediaGenres.genreId} = ${filter.genreId})`
    : undefined;
  const where = and(visibleTo(filter.viewer), filter.type ? eq(media.type, filter.type) : undefined, inGenre);
  const offset = (filter.pageNumber - 1) * filter.pageSize;
  const listing = `${filter.viewer.role === 'admin' ? 'all' : 'public'}:${filter.type ?? ''}:${filter.genreId ?? 0}`;
  const jump = offset >= every ? await bookmarkBefore(db, listing, where, offset, every) : undefined;
  const after = jump ? sql`(${media.sortTitle}, ${media.mediaId}) > (${jump.key.sortTitle}, ${jump.key.mediaId})` : undefined;
  const rows = await db
    .select({ id: media.mediaId })
    .from(media)
    .where(and(where, after))
    .orderBy(asc(media.sortTitle), asc(media.mediaId))
    .limit(filter.pageSize)
    .offset(offset - (jump?.position ?? 0));
  return rows.map((row) => row.id);
}
