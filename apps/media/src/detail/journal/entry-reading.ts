import type { Reading } from '@shelfmark/contract';

/** The reading number typed in the entry form: 0 (none) to the number of readings, or null if out of range. */
export function readingIdForNumber(text: string, readings: readonly Pick<Reading, 'readingID'>[]): number | null | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const number = Number(text);
  if (number > readings.length) return undefined;
  return number === 0 ? null : (readings[number - 1]?.readingID ?? null);
}

/** The number (1-based, 0 for none) of the reading an entry belongs to. */
export function readingNumberOf(readingID: number | null | undefined, readings: readonly Pick<Reading, 'readingID'>[]): number {
  if (readingID === null || readingID === undefined) return 0;
  return readings.findIndex((reading) => reading.readingID === readingID) + 1;
}
