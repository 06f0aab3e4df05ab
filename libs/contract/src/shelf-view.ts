// Which view /library shows for a query and what is remembered, without zod: the library
// screen reads it, and the shell's entry starts that view's calls before the screen's code has
// arrived (first-calls.ts, docs/adr/0019-first-screen.md).
import { GENRES } from './genre-list';
import { DEFAULT_LIBRARY, isLibrary, type Library } from './library-values';
import { type MediaType, mediaTypeFromPlural } from './media-type-info';
import { DEFAULT_SORT, readSort, type Sort } from './sort-options';
import { DEFAULT_LIBRARY_STORAGE_KEY, DEFAULT_SORT_STORAGE_KEY } from './storage-keys';

/** The view /library shows, read from its query: page, library, type and genre. */
export interface ShelfView {
  page: number;
  library: Library;
  type: MediaType | undefined;
  /** A genre id, or 0 for none. */
  genre: number;
}

type Remembered = Pick<Storage, 'getItem'>;

function storedItem(storage: Remembered, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** The library remembered in local storage (default_library), read when the query names none. */
export function storedLibrary(storage: Remembered): Library {
  const stored = storedItem(storage, DEFAULT_LIBRARY_STORAGE_KEY);
  return isLibrary(stored) ? stored : DEFAULT_LIBRARY;
}

/** The sort order remembered in local storage (defaultSort), else the default. */
export function storedSort(storage: Remembered): Sort {
  try {
    return readSort(JSON.parse(storedItem(storage, DEFAULT_SORT_STORAGE_KEY) ?? 'null')) ?? DEFAULT_SORT;
  } catch {
    return DEFAULT_SORT;
  }
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readGenre(value: string | null): number {
  const id = Number(value);
  return GENRES.some((genre) => genre.id === id) ? id : 0;
}

export function readShelfView(search: URLSearchParams, storage: Remembered): ShelfView {
  const library = search.get('library');
  return {
    page: readPage(search.get('page')),
    library: isLibrary(library) ? library : storedLibrary(storage),
    type: mediaTypeFromPlural(search.get('type') ?? '0'),
    genre: readGenre(search.get('genre')),
  };
}
