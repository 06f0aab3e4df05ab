import { joinCreators, outlineReview, type YearItem, type YearReview } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { episodesByMonth } from './episodes-by-month';
import { type FinishedItem, finishedInYear, yearsWithFinishes } from './finished-items';

function ownItem(item: FinishedItem): YearItem {
  return {
    mediaID: item.mediaId,
    type: item.type,
    title: item.title,
    isbn: item.isbn,
    creators: joinCreators(item.creators),
    rating: item.rating,
    review: item.review,
    finished: item.finished,
    finishedPrecision: item.finishedPrecision,
    length: item.length,
  };
}

/** The signed-in user's own year in review, restricted items included (they are on the user's shelf). */
export async function ownYearReview(db: Db, userId: number, year: number): Promise<YearReview> {
  const [items, years, episodes] = await Promise.all([finishedInYear(db, userId, year), yearsWithFinishes(db, userId), episodesByMonth(db, userId, year)]);
  return { year, items: items.map(ownItem), ...outlineReview(items), years, episodesByMonth: episodes };
}
