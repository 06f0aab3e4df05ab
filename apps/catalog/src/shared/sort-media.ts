import { compareByCreator, type Media } from '@shelfmark/contract';
import { nameCollator } from './collator';

function byTitle(a: Media, b: Media): number {
  return nameCollator.compare(a.title, b.title);
}

/**
 * The contract's creator order, as the server sorts shelves and tags: first creator's last name,
 * then title (case and accents aside), then id; items without a creator first.
 */
export function sortByFirstCreator(media: readonly Media[]): Media[] {
  return [...media].sort((a, b) => compareByCreator(a, b) || a.mediaID - b.mediaID);
}

function compareNullable(a: number | null, b: number | null, compare: (a: number, b: number) => number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return compare(a, b);
}

/** By series number; unnumbered items last, ties by title. */
export function sortBySeriesNum(media: readonly Media[]): Media[] {
  return [...media].sort((a, b) => compareNullable(a.seriesNum, b.seriesNum, (x, y) => x - y) || byTitle(a, b));
}

/** TV shows by start year, newest first; ties by title. */
export function sortByStartYearDesc(media: readonly Media[]): Media[] {
  return [...media].sort((a, b) => compareNullable(a.startyear, b.startyear, (x, y) => y - x) || byTitle(a, b));
}

/** By series name, then series number; works outside a series go last, by title. */
export function sortBySeries(media: readonly Media[]): Media[] {
  return [...media].sort((a, b) => {
    const seriesA = a.series?.name;
    const seriesB = b.series?.name;
    if (seriesA === undefined || seriesB === undefined) return seriesA === seriesB ? byTitle(a, b) : seriesA === undefined ? 1 : -1;
    return nameCollator.compare(seriesA, seriesB) || compareNullable(a.seriesNum, b.seriesNum, (x, y) => x - y) || byTitle(a, b);
  });
}
