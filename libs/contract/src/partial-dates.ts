import { z } from 'zod';

/**
 * How much of a reading's date is known: the year only ("2019"), the year and month
 * ("2019-06"), or the day (with its time, when one was given). A partial date is stored as the
 * first instant of its year or month, UTC, with its precision beside it, and shown as written.
 */
export const DATE_PRECISIONS = ['year', 'month', 'day'] as const;
export const DatePrecisionSchema = z.enum(DATE_PRECISIONS);
export type DatePrecision = z.infer<typeof DatePrecisionSchema>;

const YEAR = /^(\d{4})$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

/** "2019" and "2019-06" as a reading date sends them; full dates are the other schemas' business. */
export const PartialDateSchema = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'A partial date is a year (2019) or a year and month (2019-06)');

export interface DatedValue {
  /** ISO date-time: the first instant of the period for a partial date. */
  iso: string;
  precision: DatePrecision;
}

/**
 * A reading date as written: "2019", "2019-06", "2019-06-14" or an ISO date-time. Answers the
 * instant it is stored as and its precision; null when it is none of those.
 */
export function readDateValue(value: string): DatedValue | null {
  const year = YEAR.exec(value);
  if (year) return { iso: new Date(Date.UTC(Number(year[1]), 0, 1)).toISOString(), precision: 'year' };
  const month = YEAR_MONTH.exec(value);
  if (month) {
    const index = Number(month[2]) - 1;
    if (index < 0 || index > 11) return null;
    return { iso: new Date(Date.UTC(Number(month[1]), index, 1)).toISOString(), precision: 'month' };
  }
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return { iso: date.toISOString(), precision: 'day' };
}

/** A stored date as the user wrote it: "2019", "2019-06", or the ISO date-time for a full date. */
export function partialDateText(iso: string, precision: DatePrecision): string {
  if (precision === 'year') return iso.slice(0, 4);
  if (precision === 'month') return iso.slice(0, 7);
  return iso;
}

/** The last day a partial date can mean, as YYYY-MM-DD: "2019" ends on 2019-12-31. */
export function periodEnd(iso: string, precision: DatePrecision): string {
  const date = new Date(iso);
  if (precision === 'year') return `${date.getUTCFullYear()}-12-31`;
  if (precision === 'month') return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  return iso.slice(0, 10);
}

/** The first day a date can mean, as YYYY-MM-DD ("2019" starts on 2019-01-01). */
export function periodStart(iso: string): string {
  return iso.slice(0, 10);
}
