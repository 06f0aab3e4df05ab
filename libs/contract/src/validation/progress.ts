import { VALIDATION_MESSAGES } from './messages';

/**
 * Progress is the current page: a whole number from 0 to the item's numPages. The message when
 * it is not, else null. Without zod, for Home's progress field on the first screen;
 * progressSchema applies the same rule (docs/adr/0019-first-screen.md).
 */
export function progressError(value: number, numPages: number): string | null {
  return isPage(value, numPages) ? null : VALIDATION_MESSAGES.progressRange;
}

// parseProgress checks with this, not progressError, so Home's first load goes without the
// validation messages.
const isPage = (value: number, numPages: number) => Number.isInteger(value) && value >= 0 && value <= numPages;

/** Decimal digits only: no sign, exponent, hex prefix, point or spaces, all of which Number() would take. */
const PAGE_DIGITS = /^\d+$/;

/**
 * The page a typed progress names, when it is one (digits only, from 0 to numPages); null when
 * it is rejected. Nothing is trimmed or clamped: the field keeps what was typed and says why.
 * Home's progress field and the media page's both read with it.
 */
export function parseProgress(text: string, numPages: number): number | null {
  if (!PAGE_DIGITS.test(text)) return null;
  const page = Number(text);
  return isPage(page, numPages) ? page : null;
}
