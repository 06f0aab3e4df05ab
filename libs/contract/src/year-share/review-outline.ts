import type { DatePrecision } from '../partial-dates';
import { MEDIA_TYPE_VALUES, type MediaType } from '../media-types';
import { REVIEW_TOP_RATED, REVIEW_TOP_TAGS, type YearTag, type YearTotal } from './year-review';

/** What the summaries of a year in review read of each finished item. */
export interface FinishedItem {
  type: MediaType;
  length: number | null;
  rating: number;
  finishedPrecision: DatePrecision;
  /** The owner's tags on the item. */
  tags: readonly string[];
}

/** The parts of a year in review that point into its items, whatever the items' shape. */
export interface ReviewOutline {
  totals: YearTotal[];
  highestRated: number[];
  longest: number[];
  first: number | null;
  last: number | null;
  tags: YearTag[];
}

/** Finished items per type, with the sum of their known lengths, in the order of the media types. */
function totalsOf(items: readonly FinishedItem[]): YearTotal[] {
  return MEDIA_TYPE_VALUES.flatMap((type) => {
    const ofType = items.filter((item) => item.type === type);
    if (ofType.length === 0) return [];
    return [{ type, finished: ofType.length, length: ofType.reduce((sum, item) => sum + (item.length ?? 0), 0) }];
  });
}

const indexed = (items: readonly FinishedItem[]) => items.map((item, index) => ({ item, index }));

/** Rated items, best first; ties go to the one finished later, then to the order of the items. */
function highestRatedOf(items: readonly FinishedItem[]): number[] {
  return indexed(items)
    .filter(({ item }) => item.rating > 0)
    .sort((a, b) => b.item.rating - a.item.rating || b.index - a.index)
    .slice(0, REVIEW_TOP_RATED)
    .map(({ index }) => index);
}

/** The longest item of each type with a known length; the first finished wins a tie. */
function longestOf(items: readonly FinishedItem[]): number[] {
  return MEDIA_TYPE_VALUES.flatMap((type) => {
    let best: number | null = null;
    items.forEach((item, index) => {
      if (item.type !== type || item.length === null) return;
      const current = best === null ? null : items[best];
      if (!current || item.length > (current.length ?? 0)) best = index;
    });
    return best === null ? [] : [best];
  });
}

/** The user's tags on the year's items, most used first, then alphabetically. */
function tagsOf(items: readonly FinishedItem[]): YearTag[] {
  const counts = new Map<string, number>();
  for (const item of items) for (const tag of item.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .slice(0, REVIEW_TOP_TAGS);
}

/**
 * Everything a year in review says about its items (which come in the order they were
 * finished), shared by the server and the mock API. First and last finished are taken among items whose day or month is known: an
 * item finished "sometime in 2024" has no place in that order.
 */
export function outlineReview(items: readonly FinishedItem[]): ReviewOutline {
  const dated = indexed(items).filter(({ item }) => item.finishedPrecision !== 'year');
  return {
    totals: totalsOf(items),
    highestRated: highestRatedOf(items),
    longest: longestOf(items),
    first: dated[0]?.index ?? null,
    last: dated[dated.length - 1]?.index ?? null,
    tags: tagsOf(items),
  };
}
