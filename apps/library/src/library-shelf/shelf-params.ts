import { mediaTypeInfo, type ShelfView } from '@shelfmark/contract';

/** The view /library shows, read from its query (the contract's rule, which the shell's early calls share). */
export type ShelfParams = ShelfView;

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
