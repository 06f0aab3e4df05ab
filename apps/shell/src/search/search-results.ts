// What the nav search needs once something is typed: how results look, their Add To Library, and
// where a title not found is added or requested.
// A chunk of its own, fetched with the first keystroke (alongside the first search call), so
// the shell's first load does not carry it.
export { SearchAddToLibrary } from './search-add-to-library';
export { toSearchHits } from './search-hits';
export { addMediaPath, mediaRequestPath } from '@shelfmark/contract';
