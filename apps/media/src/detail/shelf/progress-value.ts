/**
 * Reads the typed page: a whole number from 0 to numPages, or null when the value is rejected
 * (not a whole number, blank, below 0 or beyond numPages). Nothing is clamped: a rejected value
 * is shown back to the user with a message rather than quietly changed.
 */
export function parseProgress(text: string, numPages: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const page = Number(text);
  return page <= numPages ? page : null;
}
