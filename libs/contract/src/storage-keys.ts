/** Local-storage keys, spelled as the spec names them (homepageLibraySelection included). */
export const TOKEN_STORAGE_KEY = 'token';
export const DEFAULT_LIBRARY_STORAGE_KEY = 'default_library';
/** Holds a JSON {sortBy, asc}. */
export const DEFAULT_SORT_STORAGE_KEY = 'defaultSort';
export const HOME_SECTION_STORAGE_KEY = 'homepageLibraySelection';
/** Holds 'cover' or 'exp'; the spec leaves this key unnamed. */
export const CATALOG_DISPLAY_STORAGE_KEY = 'catalogDisplaySize';
/** Holds 'true' once the user has put Home's first-run guidance away; not a spec key. */
export const FIRST_RUN_DISMISSED_STORAGE_KEY = 'firstRunDismissed';
