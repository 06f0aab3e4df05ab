const MAX_LENGTH = 200;

/**
 * How titles and last names sort: case-insensitive, and short enough for a btree index
 * (a long title's first 200 characters decide its place).
 */
export function sortKey(text: string | null | undefined): string {
  return (text ?? '').trim().toLowerCase().slice(0, MAX_LENGTH);
}
