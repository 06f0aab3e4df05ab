import { z } from 'zod';
import { MediaTypeSchema } from '../media-types';

/** The public metadata services Add Media can ask (through the server, never the browser). */
export const LOOKUP_SERVICES = ['openlibrary', 'musicbrainz', 'tmdb', 'igdb'] as const;
export const LookupServiceSchema = z.enum(LOOKUP_SERVICES);
export type LookupService = z.infer<typeof LookupServiceSchema>;

export const LOOKUP_SERVICE_LABELS: Record<LookupService, string> = {
  openlibrary: 'Open Library',
  musicbrainz: 'MusicBrainz',
  tmdb: 'TMDB',
  igdb: 'IGDB',
};

/** Query of GET /lookup: an ISBN (books) or a title, for one media type. */
export const LookupQuerySchema = z
  .object({
    type: MediaTypeSchema,
    isbn: z.string().trim().max(20).optional(),
    q: z.string().trim().max(300).optional(),
    /** Narrows a title search to works of that year (films, shows). */
    year: z.coerce.number().int().min(1000).max(9999).optional(),
  })
  .refine((query) => Boolean(query.isbn) || Boolean(query.q), { message: 'Give an ISBN (isbn) or a title (q) to look up', path: ['q'] })
  .refine((query) => !query.isbn || query.type === 'book', { message: 'Only books are looked up by ISBN', path: ['isbn'] });
export type LookupQuery = z.infer<typeof LookupQuerySchema>;

/** A match from a service, in Add Media's fields, ready to fill the form. */
export const LookupResultSchema = z.object({
  service: LookupServiceSchema,
  /** The service's own id of the work. */
  serviceId: z.string(),
  type: MediaTypeSchema,
  title: z.string(),
  /** Names, to match or create as creators. */
  creators: z.array(z.string()),
  description: z.string().nullable(),
  isbn: z.string().nullable(),
  /** YYYY-MM-DD; a year alone is its first day. */
  publication: z.string().nullable(),
  /** Pages (books), minutes (films), episodes (TV shows), songs (albums). */
  numPages: z.number().int().nonnegative().nullable(),
  numEpisodes: z.number().int().nullable(),
  seasons: z.number().int().nonnegative().nullable(),
  startyear: z.number().int().nonnegative().nullable(),
  endyear: z.number().int().nonnegative().nullable(),
  /** The spec's genre ids the service's genres map to (others are left out). */
  genreIDs: z.array(z.number().int()),
  /** This server's address for the cover (it fetches the image from the service), or null. */
  coverUrl: z.string().nullable(),
});
export type LookupResult = z.infer<typeof LookupResultSchema>;

/** How each asked service answered: ok, not configured (no key), unreachable (timeout or network), busy (rate limited) or failed. */
export const LookupServiceStateSchema = z.object({
  service: LookupServiceSchema,
  state: z.enum(['ok', 'unconfigured', 'unreachable', 'busy', 'failed', 'disabled']),
  message: z.string().nullable(),
});
export type LookupServiceState = z.infer<typeof LookupServiceStateSchema>;

export const LookupResponseSchema = z.object({
  results: z.array(LookupResultSchema),
  services: z.array(LookupServiceStateSchema),
});
export type LookupResponse = z.infer<typeof LookupResponseSchema>;

/** Shorter titles match too much to be worth asking the services about. */
export const LOOKUP_MIN_TITLE_LENGTH = 3;
const COMPLETE_ISBN = /^(?:\d{9}[\dX]|\d{13})$/;

/**
 * The look-up for what is typed in Add Media's ISBN or Title field, or null when it is not worth
 * asking yet: an ISBN until all its digits are there (hyphens and spaces aside), a title under
 * LOOKUP_MIN_TITLE_LENGTH characters. Only books have an ISBN.
 */
export function lookupQueryFor(type: LookupQuery['type'], field: 'isbn' | 'title', text: string): LookupQuery | null {
  if (field === 'isbn') {
    const isbn = text.replace(/[\s-]/g, '').toUpperCase();
    return type === 'book' && COMPLETE_ISBN.test(isbn) ? { type, isbn } : null;
  }
  const q = text.trim().replace(/\s+/g, ' ').slice(0, 300);
  return q.length >= LOOKUP_MIN_TITLE_LENGTH ? { type, q } : null;
}
