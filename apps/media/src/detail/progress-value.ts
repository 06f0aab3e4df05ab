/**
 * Reads the typed page: a whole number from 0 to numPages, or null when it is not numeric.
 * Out-of-range values are clamped rather than rejected, so the bar never overflows.
 */
export function parseProgress(text: string, numPages: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  return Math.min(Math.max(Number(text), 0), numPages);
}
