// One name for each shelf wherever shelves are named (Library, status menus, Home, share links),
// derived from the spec's status labels (docs/adr/0027-words-and-covers.md). Home's first load
// uses the literal names in library-values.ts, which shelf-names.test.ts holds equal to these.
import { type Library, type LibraryOption } from './library-values';
import type { MediaType } from './media-type-info';
import { statusLabel, type Status } from './status-labels';

/** The shelves of the Library selector, in its order; Currently Reading sits between To Be Read and Read. */
export const SHELF_ORDER = ['library', 'watch', 'TBR', 'currentlyReading', 'read', 'DNF'] as const satisfies readonly Status[];

/** A shelf's name: the spec's status label for the medium, or the book's label when the shelf holds every medium. */
export function shelfLabel(shelf: Status, type?: MediaType): string {
  return statusLabel(type ?? 'book', shelf);
}

const RECENT_LABEL = 'Recent';

/**
 * The library selector, named like the status menu for the chosen medium (book words for every
 * medium): In Library, Watch List, To Be Read, Currently Reading, Read, Did Not Finish.
 * 'recent' is reached from Home; it is listed while it is the shelf shown.
 */
export function librarySelectorOptions(type?: MediaType, shown?: Library): LibraryOption[] {
  const options: LibraryOption[] = SHELF_ORDER.map((shelf) => ({ value: shelf, label: shelfLabel(shelf, type) }));
  return shown === 'recent' ? [...options, { value: 'recent', label: RECENT_LABEL }] : options;
}
