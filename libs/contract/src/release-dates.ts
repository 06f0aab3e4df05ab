import type { DatePrecision } from './partial-dates';

/**
 * How a release date is shown, as precisely as it was entered: "1813", "June 1813" or
 * "Jun 14, 1813" (the medium day format of the rest of the app). A partial date is stored as
 * the first day of its year or month, so it is read in UTC: west of Greenwich, local time would
 * show "1813" as 1812.
 */
export function releaseDateFormat(precision: DatePrecision = 'day'): Intl.DateTimeFormatOptions {
  if (precision === 'year') return { year: 'numeric', timeZone: 'UTC' };
  if (precision === 'month') return { year: 'numeric', month: 'long', timeZone: 'UTC' };
  return { dateStyle: 'medium', timeZone: 'UTC' };
}

/** A stored release date (YYYY-MM-DD) as it was written: "1813", "1813-06" or "1813-06-14"; '' for none. */
export function releaseDateValue(publication: string | null | undefined, precision: DatePrecision = 'day'): string {
  if (!publication) return '';
  if (precision === 'year') return publication.slice(0, 4);
  if (precision === 'month') return publication.slice(0, 7);
  return publication.slice(0, 10);
}
