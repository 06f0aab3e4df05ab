import { type DatedValue, readDateValue } from '@shelfmark/contract';

// A day, then optionally a time (T or a space between), seconds, any fraction, and a zone.
const DAY_TIME = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function offsetMinutes(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const [, sign, hours, minutes] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone) ?? [];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes ?? 0));
}

function dayTime(text: string): DatedValue | null {
  const match = DAY_TIME.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const [y, m, d, h, min, s] = [year, month, day, hour ?? '0', minute ?? '0', second ?? '0'].map(Number) as [number, number, number, number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || h > 23 || min > 59 || s > 59) return null;
  if (hour === undefined) return { iso: date.toISOString(), precision: 'day' };
  const ms = Math.round(Number(`0.${fraction ?? '0'}`) * 1000);
  date.setUTCHours(h, min - offsetMinutes(zone), s, Math.min(ms, 999));
  return { iso: date.toISOString(), precision: 'day' };
}

/**
 * A date as the services write it, with how much of it is known: "2019" (a year), "2019-06" or
 * "2019/06" (a month), "2019-06-14" or "2019/06/14" (a day), or a moment: ISO 8601 with a T or a
 * space before the time, with or without seconds, a fraction of any length (Ryot writes
 * microseconds) and a zone (Z, +00:00, +0000; none is UTC), as Python's str() of a datetime
 * writes it for Yamtrack ("2024-02-09 12:00:00+00:00"). Null for anything else, a day that does
 * not exist, or a year before 1000 (Yamtrack wrote 0001-01-01 for "no date").
 */
export function parseDated(cell: string | undefined | null): DatedValue | null {
  const text = (cell ?? '').trim();
  if (!/^\d{4}/.test(text) || Number(text.slice(0, 4)) < 1000) return null;
  const partial = /^(\d{4})(?:[/-](\d{1,2}))?$/.exec(text);
  return partial ? readDateValue(partial[2] === undefined ? text : `${partial[1]}-${partial[2].padStart(2, '0')}`) : dayTime(text);
}

/** A value of the file the importer could not read, as a note for its row's reason. */
export const unreadNote = (field: string, value: string, why: string) => `${field} “${value.trim().slice(0, 40)}” was not read: ${why}`;

/**
 * A date cell of a row. An empty cell is no date; a value that is there but is not a date is
 * not dropped silently: `unread` gets a note saying which (it becomes the row's reason).
 */
export function dateCell(cell: string | undefined | null, field: string, unread: string[]): DatedValue | null {
  const value = parseDated(cell);
  if (value === null && (cell ?? '').trim() !== '') unread.push(unreadNote(field, cell ?? '', 'it is not a date Shelfmark knows'));
  return value;
}
