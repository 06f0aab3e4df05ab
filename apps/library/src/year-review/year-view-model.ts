import {
  coverPath,
  type DatePrecision,
  mediaPath,
  type MediaType,
  type ReviewOutline,
  type SharedYearReview,
  type YearReview,
} from '@shelfmark/contract';

/** An item as the year view draws it, from the owner's review or a share link's. */
export interface ViewItem {
  key: string;
  type: MediaType;
  title: string;
  finished: string;
  finishedPrecision: DatePrecision;
  length: number | null;
  /** The item's page (the owner's view only). */
  href?: string;
  coverSrc?: string;
  creators?: string;
  rating?: number;
  review?: string | null;
}

export interface ViewReview extends ReviewOutline {
  year: number;
  items: ViewItem[];
  /** Ratings were chosen (always, for the owner): the highest-rated list and stars show. */
  showRatings: boolean;
  /** TV episodes watched each month, January first (the owner's view only). */
  episodesByMonth?: readonly number[];
}

/** The owner's review: every field, links to the items' pages, covers by their usual address. */
export function ownView(review: YearReview): ViewReview {
  return {
    ...review,
    showRatings: true,
    items: review.items.map((item) => ({
      key: String(item.mediaID),
      type: item.type,
      title: item.title,
      finished: item.finished,
      finishedPrecision: item.finishedPrecision,
      length: item.length,
      href: mediaPath(item),
      coverSrc: coverPath(item) ?? undefined,
      creators: item.creators,
      rating: item.rating,
      review: item.review,
    })),
  };
}

/** A share link's review: only what it carries; no links, the covers through the link. */
export function sharedView(review: SharedYearReview): ViewReview {
  return {
    ...review,
    showRatings: review.items.some((item) => item.rating !== undefined),
    items: review.items.map((item, index) => ({
      key: String(index),
      type: item.type,
      title: item.title,
      finished: item.finished,
      finishedPrecision: item.finishedPrecision,
      length: item.length,
      coverSrc: item.cover,
      creators: item.creators,
      rating: item.rating,
      review: item.review,
    })),
  };
}

/** The items of each month (0–11), and those known only by their year. */
export function byMonth(items: readonly ViewItem[]): { months: ViewItem[][]; undated: ViewItem[] } {
  const months: ViewItem[][] = Array.from({ length: 12 }, () => []);
  const undated: ViewItem[] = [];
  for (const item of items) {
    if (item.finishedPrecision === 'year') undated.push(item);
    else months[Number(item.finished.slice(5, 7)) - 1]?.push(item);
  }
  return { months, undated };
}
