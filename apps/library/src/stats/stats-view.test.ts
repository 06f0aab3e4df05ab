import { describe, expect, it } from 'vitest';
import { readStatsView, writeStatsView, yearChoices } from './stats-view';

describe('the stats view in the address', () => {
  it('reads a year or all, and a media type, falling back to this year and every type', () => {
    expect(readStatsView(new URLSearchParams('year=2024&type=movie'), 2026)).toEqual({ year: 2024, type: 'movie' });
    expect(readStatsView(new URLSearchParams('year=all'), 2026)).toEqual({ year: null, type: null });
    for (const query of ['', 'year=1800', 'year=soon', 'year=2024.5', 'type=comic']) {
      expect(readStatsView(new URLSearchParams(query), 2026), query).toEqual({ year: 2026, type: null });
    }
  });

  it('writes the same view back', () => {
    expect(writeStatsView({ year: null, type: 'book' }).toString()).toBe('year=all&type=book');
    expect(writeStatsView({ year: 2025, type: null }).toString()).toBe('year=2025');
  });

  it('offers recent years, and an older chosen one too', () => {
    expect(yearChoices(2026, null).slice(0, 3)).toEqual([2026, 2025, 2024]);
    expect(yearChoices(2026, 1999).at(-1)).toBe(1999);
  });
});
