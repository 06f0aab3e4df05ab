import { z } from 'zod';

export const IsoDateSchema = z.iso.date();
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/** The calendar day of `date` in the user's time zone, as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The calendar day of an ISO date or date-time, in the user's time zone. */
export function calendarDay(value: string): string {
  return IsoDateSchema.safeParse(value).success ? value : toIsoDate(new Date(value));
}

/** True when `value` falls on a later calendar day than `today`. */
export function isAfterDay(value: string, today: Date): boolean {
  return calendarDay(value) > toIsoDate(today);
}
