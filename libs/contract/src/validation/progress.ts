import { VALIDATION_MESSAGES } from './messages';

/**
 * Progress is the current page: a whole number from 0 to the item's numPages. The message when
 * it is not, else null. Without zod, for Home's progress field on the first screen;
 * progressSchema applies the same rule (docs/adr/0019-first-screen.md).
 */
export function progressError(value: number, numPages: number): string | null {
  return Number.isInteger(value) && value >= 0 && value <= numPages ? null : VALIDATION_MESSAGES.progressRange;
}
