import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as limits from './limits';

describe('business constants', () => {
  it('import nothing, so the design system takes them without zod (@shelfmark/contract/limits)', () => {
    expect(readFileSync(new URL('./limits.ts', import.meta.url), 'utf8')).not.toMatch(/^\s*(import|export .* from)\b/m);
  });

  it('has the page sizes 10, 9 and 12 and the watch-list divisor 3', () => {
    expect(limits.LIBRARY_PAGE_SIZE).toBe(10);
    expect(limits.FAVORITES_PAGE_SIZE).toBe(9);
    expect(limits.CATALOG_PAGE_SIZE).toBe(12);
    expect(limits.WATCH_LIST_PAGE_DIVISOR).toBe(3);
  });

  it('has the display limits', () => {
    expect(limits.NARROW_BREAKPOINT).toBe(500);
    expect(limits.HOME_GRID_DIVISORS).toEqual({ TBR: 188, recent: 198, narrow: 150 });
    expect(limits.REVIEW_LINES).toEqual({ collapsed: 1, max: 100 });
    expect(limits.DESCRIPTION_LINES).toEqual({ collapsed: 4, max: 100 });
    expect(limits.COMPACT_CARD_TAG_LIMITS).toEqual({ wide: 4, narrow: 2 });
    expect(limits.TAG_OBJECT_LIMITS).toEqual({ wide: 2, narrow: 1 });
    expect(limits.PROGRESS_LABEL_THRESHOLDS).toEqual({ wide: 20, narrow: 30 });
    expect(limits.ENTRY_EDITOR_MIN_ROWS).toBe(10);
    expect(limits.REQUEST_DETAILS_MIN_ROWS).toBe(5);
  });

  it('has the value limits', () => {
    expect([limits.RATING_MIN, limits.RATING_MAX]).toEqual([1, 10]);
    expect(limits.TAG_MAX_LENGTH).toBe(50);
    expect(limits.PASSWORD_MIN_LENGTH).toBe(12);
    expect(limits.PLAYERS).toEqual({ single: 1, multi: 2 });
  });

  it('has the timings and the catalogue default', () => {
    expect(limits.SCROLL_TO_TOP_DELAY_MS).toBe(50);
    expect(limits.SEARCH_THROTTLE_MS).toBe(200);
    expect(limits.CATALOG_DISPLAYS).toEqual(['cover', 'exp']);
    expect(limits.DEFAULT_CATALOG_DISPLAY).toBe('exp');
  });
});

describe('layout helpers', () => {
  it('treats 500 px as narrow and wider as desktop', () => {
    expect(limits.isNarrowWidth(500)).toBe(true);
    expect(limits.isNarrowWidth(501)).toBe(false);
  });

  it('rounds page counts up', () => {
    expect(limits.pageCount(0, 10)).toBe(0);
    expect(limits.pageCount(10, 10)).toBe(1);
    expect(limits.pageCount(11, 10)).toBe(2);
    expect(limits.pageCount(7, limits.WATCH_LIST_PAGE_DIVISOR)).toBe(3);
  });

  it('divides the window width by 188 for TBR, 198 for recent and 150 when narrow, rounded down', () => {
    expect(limits.homeGridColumns(1000, 'TBR')).toBe(5);
    expect(limits.homeGridColumns(1000, 'recent')).toBe(5);
    expect(limits.homeGridColumns(1200, 'TBR')).toBe(6);
    expect(limits.homeGridColumns(1200, 'recent')).toBe(6);
    expect(limits.homeGridColumns(1190, 'recent')).toBe(6);
    expect(limits.homeGridColumns(1130, 'TBR')).toBe(6);
    expect(limits.homeGridColumns(1130, 'recent')).toBe(5);
    expect(limits.homeGridColumns(450, 'TBR')).toBe(3);
    expect(limits.homeGridColumns(450, 'recent')).toBe(3);
  });
});
