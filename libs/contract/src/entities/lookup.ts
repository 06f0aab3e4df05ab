import { z } from 'zod';
import { IsoDateSchema } from '../date-schemas';
import { MediaTypeSchema } from '../media-types';
import { DatePrecisionSchema } from '../partial-dates';
import { EpisodeExternalIdsSchema, ExternalIdsSchema } from './external-ids';

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

/**
 * Query of GET /lookup: an ISBN (books) or a title, for one media type; or id, a result's
 * serviceId, for that one work with all the service knows of it (a show's episodes, an album's
 * tracks), which takes a call per season or release and so is asked for the chosen match only.
 */
export const LookupQuerySchema = z
  .object({
    type: MediaTypeSchema,
    isbn: z.string().trim().max(20).optional(),
    q: z.string().trim().max(300).optional(),
    /** Narrows a title search to works of that year (films, shows). */
    year: z.coerce.number().int().min(1000).max(9999).optional(),
    id: z.string().trim().max(100).optional(),
  })
  .refine((query) => Boolean(query.isbn) || Boolean(query.q) || Boolean(query.id), { message: 'Give an ISBN (isbn), a title (q) or a service id (id) to look up', path: ['q'] })
  .refine((query) => !query.isbn || query.type === 'book', { message: 'Only books are looked up by ISBN', path: ['isbn'] });
export type LookupQuery = z.infer<typeof LookupQuerySchema>;

/** An episode or a track as a service lists it, in the submedia fields Add Media saves. */
export const LookupSubmediaSchema = z.object({
  title: z.string(),
  /** Its place among all the item's episodes or tracks, from 1. */
  overallnum: z.number().int().positive(),
  /** Episodes: their season (0 for specials) and number in it; tracks: null. */
  season: z.number().int().nonnegative().nullable(),
  episode: z.number().int().nonnegative().nullable(),
  airDate: IsoDateSchema.nullable(),
  /** Minutes (a track's length rounded up). */
  runtime: z.number().int().positive().nullable(),
  externalIds: EpisodeExternalIdsSchema,
});
export type LookupSubmedia = z.infer<typeof LookupSubmediaSchema>;

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
  /** How much of publication the service gave (a year alone, a month); absent: the day. */
  publicationPrecision: DatePrecisionSchema.optional(),
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
  /** The work's ids at the services (the one asked, and those it links to, e.g. IMDb from TMDB). */
  externalIds: ExternalIdsSchema.optional(),
  /** Asked by id only: a TV show's episodes (every season, specials as season 0) or an album's tracks. */
  submedia: z.array(LookupSubmediaSchema).optional(),
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
