import type { Reading } from '@shelfmark/contract';

/** The reading picker's value for an entry's reading: its id, or '' for none (also for a reading no longer listed). */
export function readingChoice(readingID: number | null | undefined, readings: readonly Pick<Reading, 'readingID'>[]): string {
  return readings.some((reading) => reading.readingID === readingID) ? String(readingID) : '';
}

/** The readingID an entry is saved with for the picker's value: null for none. */
export function readingIdOfChoice(choice: string): number | null {
  return choice === '' ? null : Number(choice);
}

/** The number (1-based, 0 for none) of the reading an entry belongs to. */
export function readingNumberOf(readingID: number | null | undefined, readings: readonly Pick<Reading, 'readingID'>[]): number {
  if (readingID === null || readingID === undefined) return 0;
  return readings.findIndex((reading) => reading.readingID === readingID) + 1;
}
