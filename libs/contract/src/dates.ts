// Calendar days without zod, so that screens that only show or compare dates do not load it
// (docs/adr/0019-first-screen.md); the schemas of dates are in date-schemas.ts.

/** A date without a time (YYYY-MM-DD), as the contract's dates are written. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day of `date` in the user's time zone, as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The calendar day of an ISO date or date-time, in the user's time zone. */
export function calendarDay(value: string): string {
  return DATE_ONLY.test(value) ? value : toIsoDate(new Date(value));
}

/** True when `value` falls on a later calendar day than `today`. */
export function isAfterDay(value: string, today: Date): boolean {
  return calendarDay(value) > toIsoDate(today);
}
