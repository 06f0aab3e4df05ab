import type { DatePrecision } from '@shelfmark/contract';
import type { SchemaIssue } from '@shelfmark/design-system/form';
import type { TFunction } from '@shelfmark/i18n';

const FORMS: Record<DatePrecision, RegExp> = { year: /^\d{4}$/, month: /^\d{4}-(0[1-9]|1[0-2])$/, day: /^\d{4}-\d{2}-\d{2}$/ };

/** The release date after choosing another precision: a finer one's year (and month) carry over, never a made-up day or month. */
export function withPrecision(value: string, from: DatePrecision, to: DatePrecision): string {
  if (value === '' || from === to) return value;
  if (to === 'year') return value.slice(0, 4);
  if (to === 'month' && from === 'day') return value.slice(0, 7);
  return '';
}

/** The first day the release date can mean, as YYYY-MM-DD (the API stores that), or null when there is none yet. */
export function releaseFirstDay(value: string, precision: DatePrecision): string | null {
  const trimmed = value.trim();
  if (!FORMS[precision].test(trimmed)) return null;
  if (precision === 'year') return `${trimmed}-01-01`;
  if (precision === 'month') return `${trimmed}-01`;
  return trimmed;
}

/** The date as the payload sends it, and why it cannot be sent when it is not one of the three forms. */
export function releaseIssues(value: string, precision: DatePrecision, t: TFunction): SchemaIssue[] {
  const trimmed = value.trim();
  return trimmed === '' || FORMS[precision].test(trimmed) ? [] : [{ path: ['publication'], message: t(`form.releaseIssue.${precision}`) }];
}
