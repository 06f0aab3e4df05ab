import { mediaTypeLabel, type MediaType } from '@shelfmark/contract';

/** The type selector's order, as the spec lists it. */
const ORDER: readonly MediaType[] = ['album', 'book', 'movie', 'tvshow', 'videogame'];

export const REQUEST_TYPE_OPTIONS = ORDER.map((value) => ({ value, label: mediaTypeLabel(value) }));

export const DEFAULT_REQUEST_TYPE: MediaType = 'book';

/** The Additional Details box shows at least this many rows. */
export const DETAILS_ROWS = 5;
