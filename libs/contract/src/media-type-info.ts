// The media types without their zod schema (media-types.ts adds it), so code that only needs
// these values does not load zod (docs/adr/0019-first-screen.md).
import { text } from './texts';

export const MEDIA_TYPE_VALUES = ['book', 'movie', 'tvshow', 'album', 'videogame'] as const;

export type MediaType = (typeof MEDIA_TYPE_VALUES)[number];

export interface MediaTypeInfo {
  value: MediaType;
  /** First path segment of the detail route: /{route}/{mediaID}. */
  route: MediaType;
  label: string;
  /** Label used in /library?type=. */
  plural: string;
  /** Cover name prefix; books are named by isbn instead. */
  coverPrefix: string | null;
}

const MEDIA_TYPE_INFO: Record<MediaType, MediaTypeInfo> = {
  book: { value: 'book', route: 'book', label: 'Book', plural: 'Books', coverPrefix: null },
  movie: { value: 'movie', route: 'movie', label: 'Movie', plural: 'Movies', coverPrefix: 'MOVIE' },
  tvshow: { value: 'tvshow', route: 'tvshow', label: 'TV Show', plural: 'TV Shows', coverPrefix: 'TV' },
  album: { value: 'album', route: 'album', label: 'Album', plural: 'Albums', coverPrefix: 'ALBUM' },
  videogame: { value: 'videogame', route: 'videogame', label: 'Video Game', plural: 'Video Games', coverPrefix: 'VIDEOGAME' },
};

/** The spec's type names in English (the catalogue's `mediaType.<type>`). */
export const MEDIA_TYPE_LABELS: Record<MediaType, string> = Object.fromEntries(
  MEDIA_TYPE_VALUES.map((type) => [type, MEDIA_TYPE_INFO[type].label]),
) as Record<MediaType, string>;

// The label reads in the reader's language; `plural` stays English, as /library?type= spells it.
for (const type of MEDIA_TYPE_VALUES) {
  Object.defineProperty(MEDIA_TYPE_INFO[type], 'label', { enumerable: true, get: () => text(`mediaType.${type}`, MEDIA_TYPE_LABELS[type]) });
}

export const MEDIA_TYPES: readonly MediaTypeInfo[] = MEDIA_TYPE_VALUES.map((type) => MEDIA_TYPE_INFO[type]);

export function mediaTypeInfo(type: MediaType): MediaTypeInfo {
  return MEDIA_TYPE_INFO[type];
}

export function mediaTypeLabel(type: MediaType): string {
  return mediaTypeInfo(type).label;
}

/** Reads the /library?type= value: a plural label, or undefined for '0' and anything unknown. */
export function mediaTypeFromPlural(plural: string): MediaType | undefined {
  return MEDIA_TYPES.find((info) => info.plural === plural)?.value;
}

export function mediaPath(media: { type: MediaType; mediaID: number }): string {
  return `/${mediaTypeInfo(media.type).route}/${media.mediaID}`;
}

/** The cover's file name on the image host, or null for a book without an isbn. */
export function coverName(media: { type: MediaType; mediaID: number; isbn?: string | null }): string | null {
  const { coverPrefix } = mediaTypeInfo(media.type);
  if (coverPrefix === null) return media.isbn || null;
  return `${coverPrefix}${media.mediaID}`;
}

/** Where the API serves and receives covers, without authorisation. */
export const COVERS_PATH = '/api/v1/covers';

/**
 * The address the web app shows an item's cover from (`GET /covers/{name}.jpg`), or null when
 * it cannot have one. `missing=empty` asks for a 204 instead of a 404 when there is no cover:
 * the page falls back to the blank image either way (spec section 3), and a 404 would be
 * logged in the browser's console as an error.
 */
export function coverPath(media: { type: MediaType; mediaID: number; isbn?: string | null }): string | null {
  const name = coverName(media);
  return name === null ? null : `${COVERS_PATH}/${encodeURIComponent(name)}.jpg?missing=empty`;
}

/**
 * What a missing cover is drawn with (the design system's Cover `face`): the title, the first
 * creator's name as written on a cover, and the medium for its icon.
 */
export function coverFace(media: { type: MediaType; title: string; creators: readonly { name: string }[] }) {
  return { title: media.title, creator: media.creators[0]?.name ?? null, medium: media.type };
}
