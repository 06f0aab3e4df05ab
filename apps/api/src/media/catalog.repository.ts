import type { MediaType } from '@shelfmark/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { preparedStatement, preparedVariants } from '../db/prepared';
import { queryRows } from '../db/query-rows';
import { media, mediaGenres } from '../db/schema';
import type { AuthUser } from '../auth/session-tokens';

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

const versionStatement = preparedStatement<Record<string, never>, { version: string | number }>('catalog_version', () => sql`select version from catalog_version`);

async function catalogVersion(db: Db): Promise<string> {
  const [row] = await versionStatement(db, {});
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

interface PageShape {
  admin: boolean;
  byType: boolean;
  byGenre: boolean;
  /** Starts after a bookmark (keyset) rather than at the first row. */
  afterKey: boolean;
}

/** The catalogue's listing conditions; the values may be a prepared statement's placeholders. */
function listingCondition(shape: Omit<PageShape, 'afterKey'>, values: { type: unknown; genreId: unknown }): SQL | undefined {
  const inGenre = shape.byGenre
    ? sql`exists (select 1 from ${mediaGenres} where ${mediaGenres.mediaId} = ${media.mediaId} and ${mediaGenres.genreId} = ${values.genreId})`
    : undefined;
  return and(shape.admin ? undefined : eq(media.restricted, false), shape.byType ? sql`${media.type} = ${values.type}` : undefined, inGenre);
}

const pageStatement = preparedVariants<
  PageShape,
  { type: string; genreId: number; sortTitle: string; mediaId: number; limit: number; offset: number },
  { id: number }
>(
  'catalog_page',
  ({ admin, byType, byGenre, afterKey }) => `${admin ? 'all' : 'public'}${byType ? '_t' : ''}${byGenre ? '_g' : ''}${afterKey ? '_after' : ''}`,
  (shape, p) => sql`select ${media.mediaId} as id from ${media}
    where ${and(listingCondition(shape, p), shape.afterKey ? sql`(${media.sortTitle}, ${media.mediaId}) > (${p.sortTitle}::text, ${p.mediaId}::integer)` : undefined) ?? sql`true`}
    order by ${media.sortTitle}, ${media.mediaId}
    limit ${p.limit} offset ${p.offset}`,
);

/**
 * Ids of one catalogue page, in title order. A deep page starts from the nearest bookmark
 * (keyset) instead of an OFFSET that would walk every row before it: page 50,000 of a
 * million-item catalogue reads at most BOOKMARK_EVERY index entries, not 600,000.
 */
export async function catalogPage(db: Db, filter: CatalogFilter, every = BOOKMARK_EVERY): Promise<number[]> {
  const shape = { admin: filter.viewer.role === 'admin', byType: Boolean(filter.type), byGenre: Boolean(filter.genreId) };
  const values = { type: filter.type ?? '', genreId: filter.genreId ?? 0 };
  const offset = (filter.pageNumber - 1) * filter.pageSize;
  const listing = `${shape.admin ? 'all' : 'public'}:${filter.type ?? ''}:${filter.genreId ?? 0}`;
  const jump = offset >= every ? await bookmarkBefore(db, listing, listingCondition(shape, values), offset, every) : undefined;
  const rows = await pageStatement(
    db,
    { ...shape, afterKey: jump !== undefined },
    { ...values, sortTitle: jump?.key.sortTitle ?? '', mediaId: jump?.key.mediaId ?? 0, limit: filter.pageSize, offset: offset - (jump?.position ?? 0) },
  );
  return rows.map((row) => row.id);
}
