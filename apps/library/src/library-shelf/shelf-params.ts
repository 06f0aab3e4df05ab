import {
  DEFAULT_LIBRARY,
  DEFAULT_LIBRARY_STORAGE_KEY,
  GENRES,
  isLibrary,
  type Library,
  type MediaType,
  mediaTypeFromPlural,
  mediaTypeInfo,
} from '@shelfmark/contract';

/** The view /library shows, read from its query: page, library, type and genre. */
export interface ShelfParams {
  page: number;
  library: Library;
  type: MediaType | undefined;
  /** A genre id, or 0 for none. */
  genre: number;
}

/** The library remembered in local storage (default_library), read by default. */
export function storedLibrary(): Library {
  const stored = window.localStorage.getItem(DEFAULT_LIBRARY_STORAGE_KEY);
  return isLibrary(stored) ? stored : DEFAULT_LIBRARY;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readGenre(value: string | null): number {
  const id = Number(value);
  return GENRES.some((genre) => genre.id === id) ? id : 0;
}

export function readShelfParams(search: URLSearchParams): ShelfParams {
  const library = search.get('library');
  return {
    page: readPage(search.get('page')),
    library: isLibrary(library) ? library : storedLibrary(),
    type: mediaTypeFromPlural(search.get('type') ?? '0'),
    genre: readGenre(search.get('genre')),
  };
}

/** The query of a view, in the order of the default link: page, library, type (plural label or 0), genre. */
export function shelfSearch({ page, library, type, genre }: ShelfParams): string {
  const params = new URLSearchParams({
    page: String(page),
    library,
    type: type ? mediaTypeInfo(type).plural : '0',
    genre: String(genre),
  });
  return `?${params.toString()}`;
}
