import {
  coverName,
  joinCreators,
  outlineReview,
  type MediaType,
  SHARED_SHELF_PAGE_SIZE,
  type SharedShelfItem,
  type SharedView,
  type SharedYearItem,
  type SharedYearReview,
  type ShareShelf,
} from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import { finishedInYear, finishedInYearCondition } from '../year-review/finished-items';
import { coverKey } from './cover-keys';
import { fieldsOf, type ShareRecord } from './share-links';

type Creators = { name: string; first: string | null; last: string }[];

/** What an item may show on a link, before the owner's choice is applied. */
interface Showable {
  mediaId: number;
  type: MediaType;
  isbn: string | null;
  creators: Creators;
  rating: number;
  review: string | null;
}

/** The optional fields of an item, each only when the owner chose it; the cover through the link's own opaque key. */
function chosenFields(share: ShareRecord, item: Showable): Pick<SharedShelfItem, 'cover' | 'creators' | 'rating' | 'review'> {
  const fields = fieldsOf(share);
  const hasCover = coverName({ type: item.type, mediaID: item.mediaId, isbn: item.isbn }) !== null;
  return {
    ...(fields.covers && hasCover ? { cover: `/api/v1/public/shares/${share.token}/covers/${coverKey(share.itemKey, item.mediaId)}` } : {}),
    ...(fields.creators ? { creators: joinCreators(item.creators) } : {}),
    ...(fields.ratings ? { rating: item.rating } : {}),
    ...(fields.reviews ? { review: item.review } : {}),
  };
}

/** The year in review as the link shows it: restricted items left out, ratings and tags only when chosen. */
async function sharedYear(db: Db, share: ShareRecord, year: number): Promise<SharedYearReview> {
  const items = (await finishedInYear(db, share.userId, year)).filter((item) => !item.restricted);
  const outline = outlineReview(items);
  const fields = fieldsOf(share);
  return {
    year,
    items: items.map(
      (item): SharedYearItem => ({
        type: item.type,
        title: item.title,
        finished: item.finished,
        finishedPrecision: item.finishedPrecision,
        length: item.length,
        ...chosenFields(share, item),
      }),
    ),
    ...outline,
    highestRated: fields.ratings ? outline.highestRated : [],
    tags: fields.tags ? outline.tags : [],
  };
}

interface ShelfRow {
  media_id: number;
  type: MediaType;
  title: string;
  isbn: string | null;
  rating: number;
  review: string | null;
  creators: Creators;
}

/** The shelf's entries as SQL: one status or the favourites, of one type or all, never restricted media. */
function shelfCondition(userId: number, shelf: ShareShelf, type: MediaType | null) {
  return sql`um.user_id = ${userId}
    and ${shelf === 'favorites' ? sql`um.favorited` : sql`um.status = ${shelf}`}
    and ${type === null ? sql`true` : sql`um.media_type = ${type}`}
    and not m.restricted`;
}

/** A page of a shared shelf, in the shelf's usual order (creator, then title), and how many items it holds. */
async function sharedShelf(db: Db, share: ShareRecord, shelf: ShareShelf, page: number): Promise<Extract<SharedView, { kind: 'shelf' }>> {
  const where = shelfCondition(share.userId, shelf, share.mediaType);
  const [rows, [counted]] = await Promise.all([
    queryRows<ShelfRow>(db, sql`
      select m.media_id, m.type, m.title, m.isbn, um.rating, um.review,
        (select coalesce(json_agg(json_build_object('name', c.name, 'first', c.first, 'last', c.last) order by mc.position), '[]'::json)
         from media_creators mc join creators c on c.creator_id = mc.creator_id where mc.media_id = m.media_id) as creators
      from user_media um join media m on m.media_id = um.media_id
      where ${where}
      order by um.sort_creator, um.sort_title, um.usermedia_id
      limit ${SHARED_SHELF_PAGE_SIZE} offset ${(page - 1) * SHARED_SHELF_PAGE_SIZE}`),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from user_media um join media m on m.media_id = um.media_id where ${where}`),
  ]);
  const total = Number(counted?.total ?? 0);
  return {
    kind: 'shelf',
    title: share.title,
    shelf,
    type: share.mediaType,
    items: rows.map((row) => ({ type: row.type, title: row.title, ...chosenFields(share, { ...row, mediaId: row.media_id }) })),
    page,
    pageCount: Math.ceil(total / SHARED_SHELF_PAGE_SIZE),
    total,
  };
}

/** What the link's public page shows. */
export async function sharedView(db: Db, share: ShareRecord, page: number): Promise<SharedView> {
  if (share.kind === 'year' && share.year !== null) {
    return { kind: 'year', title: share.title, year: share.year, review: await sharedYear(db, share, share.year) };
  }
  if (share.kind === 'shelf' && share.shelf !== null) return sharedShelf(db, share, share.shelf, page);
  throw new Error(`share link ${share.shareId} has neither a year nor a shelf`);
}

/**
 * The cover name of an item the link shows, or null when the link does not show it (another
 * user's item, one off the shelf or outside the year, restricted media) or shows no covers.
 */
export async function sharedCoverName(db: Db, share: ShareRecord, mediaId: number): Promise<string | null> {
  if (!share.showCovers) return null;
  const inShare =
    share.kind === 'year' && share.year !== null
      ? sql`um.user_id = ${share.userId} and not m.restricted
          and exists (select 1 from readings r where r.usermedia_id = um.usermedia_id and ${finishedInYearCondition(share.year)})`
      : share.shelf !== null
        ? shelfCondition(share.userId, share.shelf, share.mediaType)
        : sql`false`;
  const [row] = await queryRows<{ type: MediaType; isbn: string | null }>(db, sql`
    select m.type, m.isbn from user_media um join media m on m.media_id = um.media_id
    where um.media_id = ${mediaId} and ${inShare}`);
  return row ? coverName({ type: row.type, mediaID: mediaId, isbn: row.isbn }) : null;
}
