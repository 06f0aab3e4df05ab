import { toIsoDate, type DatePrecision } from '@shelfmark/contract';
import { formatDate } from '@shelfmark/i18n';

/**
 * A reading date as it was written: "2019", "June 2019", or the day. A partial date is stored as
 * the first instant of its year or month in UTC, so it is read in UTC: in a zone west of
 * Greenwich, local time would make "2019" show as December 2018.
 */
export function readingDateText(iso: string, precision: DatePrecision = 'day'): string {
  if (precision === 'year') return formatDate(iso, { year: 'numeric', timeZone: 'UTC' });
  if (precision === 'month') return formatDate(iso, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  return formatDate(iso);
}

/** What the date control holds: each part kept while the user switches between day, month and year. */
export interface PartialDateParts {
  precision: DatePrecision;
  /** YYYY-MM-DD, as a date input gives it. */
  day: string;
  /** 1 to 12, or '' when none is chosen. */
  month: string;
  year: string;
}

/** The control's parts for a stored date (empty for none): a full date in the user's zone, a partial one as written. */
export function partsOf(iso: string | null, precision: DatePrecision = 'day'): PartialDateParts {
  if (iso === null) return { precision: 'day', day: '', month: '', year: '' };
  if (precision === 'day') {
    const day = toIsoDate(new Date(iso));
    return { precision, day, month: String(Number(day.slice(5, 7))), year: day.slice(0, 4) };
  }
  return { precision, day: '', month: precision === 'month' ? String(Number(iso.slice(5, 7))) : '', year: iso.slice(0, 4) };
}

/** The parts after choosing another precision: the year and month of a day carry over, never a made-up day. */
export function withPrecision(parts: PartialDateParts, precision: DatePrecision): PartialDateParts {
  if (parts.precision === 'day' && parts.day !== '') {
    return { ...parts, precision, year: parts.day.slice(0, 4), month: String(Number(parts.day.slice(5, 7))) };
  }
  return { ...parts, precision };
}

/** The value the API takes ("2019", "2019-06", "2019-06-14"), or '' when nothing is entered. */
export function dateValue(parts: PartialDateParts): string {
  if (parts.precision === 'day') return parts.day;
  const year = parts.year.trim();
  if (parts.precision === 'year') return year;
  if (year === '' && parts.month === '') return '';
  return `${year}-${parts.month.padStart(2, '0')}`;
}

export interface DateMessages {
  year: string;
  month: string;
  future: string;
}

/**
 * Why the entered date cannot be saved, or undefined; an empty date is the caller's to judge. A
 * day comes from a date input, which gives a real day or nothing, so only a partial date's year
 * and month need checking here (the API checks every date again).
 */
export function dateError(parts: PartialDateParts, messages: DateMessages, today = new Date()): string | undefined {
  const value = dateValue(parts);
  if (value === '') return undefined;
  if (parts.precision !== 'day') {
    if (!/^\d{4}$/.test(parts.year.trim())) return messages.year;
    if (parts.precision === 'month' && parts.month === '') return messages.month;
  }
  return value > toIsoDate(today).slice(0, value.length) ? messages.future : undefined;
}
