/**
 * Business constants of spec section 9. Imports nothing: the design system takes them through
 * `@shelfmark/contract/limits` without loading the contract's zod schemas (docs/adr/0024).
 */

export const LIBRARY_PAGE_SIZE = 10;
export const FAVORITES_PAGE_SIZE = 9;
export const CATALOG_PAGE_SIZE = 12;
/** The watch list's page count is its total divided by this, rounded up. */
export const WATCH_LIST_PAGE_DIVISOR = 3;

/** Widths up to and including this are narrow; wider is desktop. */
export const NARROW_BREAKPOINT = 500;

export const HOME_GRID_DIVISORS = { TBR: 188, recent: 198, narrow: 150 } as const;

export const REVIEW_LINES = { collapsed: 1, max: 100 } as const;
export const DESCRIPTION_LINES = { collapsed: 4, max: 100 } as const;

export const COMPACT_CARD_TAG_LIMITS = { wide: 4, narrow: 2 } as const;
export const TAG_OBJECT_LIMITS = { wide: 2, narrow: 1 } as const;

/** Percent above which the progress label sits inside the bar. */
export const PROGRESS_LABEL_THRESHOLDS = { wide: 20, narrow: 30 } as const;

export const RATING_MIN = 1;
export const RATING_MAX = 10;
export const TAG_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 12;

/** Video games store their players in `seasons`. */
export const PLAYERS = { single: 1, multi: 2 } as const;

export const SCROLL_TO_TOP_DELAY_MS = 50;
export const SEARCH_THROTTLE_MS = 200;

export const CATALOG_DISPLAYS = ['cover', 'exp'] as const;
export type CatalogDisplay = (typeof CATALOG_DISPLAYS)[number];
export const DEFAULT_CATALOG_DISPLAY: CatalogDisplay = 'exp';

export const ENTRY_EDITOR_MIN_ROWS = 10;
export const REQUEST_DETAILS_MIN_ROWS = 5;

export function isNarrowWidth(width: number): boolean {
  return width <= NARROW_BREAKPOINT;
}

/** A count divided by the page size, rounded up. */
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** Columns of the home grid for the TBR or recent section at a window width. */
export function homeGridColumns(width: number, section: 'TBR' | 'recent'): number {
  const divisor = isNarrowWidth(width) ? HOME_GRID_DIVISORS.narrow : HOME_GRID_DIVISORS[section];
  return Math.floor(width / divisor);
}

/** The version the shell reports for a remote served from a plain location, not a release (ADR 0043). */
export const UNRELEASED_VERSION = 'unreleased';
