import { MediaTypeSchema, STATS_YEAR_MAX, STATS_YEAR_MIN } from '@shelfmark/contract';
import type { StatsView } from '@shelfmark/api-client/stats';

/** How many years the year picker offers before this one (others still open from the address). */
export const YEARS_OFFERED = 15;

/**
 * The view in /stats?year=&type=: a year (this one by default) or all, and one media type or
 * none; anything unreadable falls back to the default rather than failing.
 */
export function readStatsView(params: URLSearchParams, thisYear: number): StatsView {
  const yearText = params.get('year');
  const year = yearText === 'all' ? null : Number(yearText);
  const type = MediaTypeSchema.safeParse(params.get('type'));
  return {
    year: year === null ? null : Number.isInteger(year) && year >= STATS_YEAR_MIN && year <= STATS_YEAR_MAX ? year : thisYear,
    type: type.success ? type.data : null,
  };
}

export function writeStatsView({ year, type }: StatsView): URLSearchParams {
  return new URLSearchParams({ year: year === null ? 'all' : String(year), ...(type ? { type } : {}) });
}

/** This year and the ones before it, newest first, with the chosen one when it is older. */
export function yearChoices(thisYear: number, chosen: number | null): number[] {
  const years = Array.from({ length: YEARS_OFFERED }, (_, index) => thisYear - index);
  return chosen !== null && !years.includes(chosen) ? [...years, chosen].sort((a, b) => b - a) : years;
}

