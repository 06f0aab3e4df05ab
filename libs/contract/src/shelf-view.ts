// Which view /library shows for a query, without zod: the library screen reads it, and the
// shell's entry starts that view's calls before the screen's code has arrived (first-calls.ts,
// docs/adr/0019-first-screen.md).
import { GENRES } from './genre-list';
import { isLibrary, type Library } from './library-values';
import { type MediaType, mediaTypeFromPlural } from './media-type-info';

/** The view /library shows, read from its query: page, library, type and genre. */
export interface ShelfView {
  page: number;
  library: Library;
  type: MediaType | undefined;
  /** A genre id, or 0 for none. */
  genre: number;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readGenre(value: string | null): number {
  const id = Number(value);
  return GENRES.some((genre) => genre.id === id) ? id : 0;
}

/** The view of a query; `defaultLibrary` (the remembered one) when the query names no library. */
export function readShelfView(search: URLSearchParams, defaultLibrary: Library): ShelfView {
  const library = search.get('library');
  return {
    page: readPage(search.get('page')),
    library: isLibrary(library) ? library : defaultLibrary,
    type: mediaTypeFromPlural(search.get('type') ?? '0'),
    genre: readGenre(search.get('genre')),
  };
}
