import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, readSort, SORT_OPTIONS, SortSchema, sortOptionFor } from './sort';

describe('sort options', () => {
  it('maps each label to sortBy and asc', () => {
    expect(SORT_OPTIONS.map(({ label, sortBy, asc }) => `${label}: ${sortBy} ${asc ? 'asc' : 'desc'}`)).toEqual([
      'Creator A-Z: creator asc',
      'Creator Z-A: creator desc',
      'Title A-Z: title asc',
      'Title Z-A: title desc',
      'Most Recent: recent desc',
      'Least Recent: recent asc',
    ]);
  });

  it('defaults to creator ascending, shown as Creator A-Z', () => {
    expect(DEFAULT_SORT).toEqual({ sortBy: 'creator', asc: true });
    expect(sortOptionFor(DEFAULT_SORT)?.label).toBe('Creator A-Z');
  });

  it('parses a remembered sort and rejects unknown ones', () => {
    expect(SortSchema.parse(JSON.parse('{"sortBy":"title","asc":false}'))).toEqual({ sortBy: 'title', asc: false });
    expect(SortSchema.safeParse({ sortBy: 'rating', asc: true }).success).toBe(false);
    expect(SortSchema.safeParse({ sortBy: 'title', asc: 'true' }).success).toBe(false);
  });

  it('reads a remembered sort without zod as SortSchema does', () => {
    for (const value of [{ sortBy: 'title', asc: false }, { sortBy: 'recent', asc: true, extra: 1 }, { sortBy: 'rating', asc: true }, { sortBy: 'title', asc: 'true' }, { sortBy: 'title' }, null, 'title', [], 3]) {
      const parsed = SortSchema.safeParse(value);
      expect(readSort(value), JSON.stringify(value)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
