// The choices the app remembers in local storage besides the token, without zod: each one's key
// (as the spec names it), how a stored value reads (anything else reads as the default) and how
// a value is stored. The session lib keeps them in one store; the shell's early calls read them
// before the app's code has arrived (first-calls.ts).
import { CATALOG_DISPLAYS, type CatalogDisplay, DEFAULT_CATALOG_DISPLAY } from './limits';
import { DEFAULT_HOME_SECTION, DEFAULT_LIBRARY, type HomeSection, isHomeSection, isLibrary, type Library } from './library-values';
import { DEFAULT_SORT, readSort, type Sort } from './sort-options';
import {
  CATALOG_DISPLAY_STORAGE_KEY,
  DEFAULT_LIBRARY_STORAGE_KEY,
  DEFAULT_SORT_STORAGE_KEY,
  FIRST_RUN_DISMISSED_STORAGE_KEY,
  HOME_SECTION_STORAGE_KEY,
} from './storage-keys';

export interface RememberedChoices {
  /** The library /library opens when its query names none (default_library). */
  defaultLibrary: Library;
  /** The library's sort order (defaultSort, a JSON {sortBy, asc}). */
  sort: Sort;
  /** The section of Home's switcher (homepageLibraySelection). */
  homeSection: HomeSection;
  /** The catalogue's display size, cover or exp. */
  catalogDisplay: CatalogDisplay;
  /** Home's "Start your shelf" guidance was put away (firstRunDismissed, 'true'). */
  firstRunDismissed: boolean;
}

export type RememberedChoiceName = keyof RememberedChoices;

export interface RememberedChoiceRule<T> {
  key: string;
  read: (stored: string | null) => T;
  write: (value: T) => string;
}

function readStoredSort(stored: string | null): Sort {
  try {
    return readSort(JSON.parse(stored ?? 'null')) ?? DEFAULT_SORT;
  } catch {
    return DEFAULT_SORT;
  }
}

export const REMEMBERED_CHOICES: { readonly [K in RememberedChoiceName]: RememberedChoiceRule<RememberedChoices[K]> } = {
  defaultLibrary: { key: DEFAULT_LIBRARY_STORAGE_KEY, read: (stored) => (isLibrary(stored) ? stored : DEFAULT_LIBRARY), write: String },
  sort: { key: DEFAULT_SORT_STORAGE_KEY, read: readStoredSort, write: ({ sortBy, asc }) => JSON.stringify({ sortBy, asc }) },
  homeSection: { key: HOME_SECTION_STORAGE_KEY, read: (stored) => (isHomeSection(stored) ? stored : DEFAULT_HOME_SECTION), write: String },
  catalogDisplay: {
    key: CATALOG_DISPLAY_STORAGE_KEY,
    read: (stored) => CATALOG_DISPLAYS.find((display) => display === stored) ?? DEFAULT_CATALOG_DISPLAY,
    write: String,
  },
  firstRunDismissed: { key: FIRST_RUN_DISMISSED_STORAGE_KEY, read: (stored) => stored === 'true', write: String },
};

/** A remembered choice as `storage` holds it: the default when it holds none, something else, or refuses to be read. */
export function storedChoice<K extends RememberedChoiceName>(storage: Pick<Storage, 'getItem'>, name: K): RememberedChoices[K] {
  const rule = REMEMBERED_CHOICES[name];
  let stored: string | null = null;
  try {
    stored = storage.getItem(rule.key);
  } catch {
    // Storage blocked: the default.
  }
  return rule.read(stored);
}
