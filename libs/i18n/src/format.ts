import { i18n } from './i18n';

// The reader's language (one of LANGUAGES): dates, numbers and lists read as the texts around them.
function currentLocale(): string {
  return i18n.language || 'en';
}

/** Formats a date for the reader's language, e.g. 'Nov 22, 2026' in English. */
export function formatDate(value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat(currentLocale(), options).format(date);
}

/** Formats a moment (day and time) for the reader's language, e.g. 'Nov 22, 2026, 8:20 PM' in English. */
export function formatDateTime(value: Date | string | number): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Formats a number for the reader's language, e.g. '1,234' in English. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(currentLocale(), options).format(value);
}

/** Joins words for the reader's language, e.g. '.zip or .csv' (`disjunction`) or 'A, B and C'. */
export function formatList(values: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
  return new Intl.ListFormat(currentLocale(), { style: 'long', type }).format(values);
}
