import { z } from 'zod';
import { IsoDateSchema } from '../date-schemas';
import { GenreRefSchema } from '../genres';
import { MediaTypeSchema } from '../media-types';
import { CreatorSchema } from './creator';
import { IdSchema } from './ids';
import { SeriesSchema } from './series';
import { SubmediaSchema } from './submedia';
import { TagSchema } from './tag';
import { ExternalIdsSchema } from './external-ids';
import { DatePrecisionSchema } from '../partial-dates';

/**
 * A media item as the API returns it. numPages is pages for books, minutes for movies,
 * episodes for TV shows, songs or missions otherwise; video games keep players in seasons.
 */
export const MediaSchema = z.object({
  mediaID: IdSchema,
  type: MediaTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  isbn: z.string().nullable(),
  publication: IsoDateSchema.nullable(),
  /** How much of publication was given (a year is stored as its first day); absent: the day. */
  publicationPrecision: DatePrecisionSchema.optional(),
  numPages: z.number().int().nullable(),
  numEpisodes: z.number().int().nullable(),
  seasons: z.number().int().nullable(),
  startyear: z.number().int().nullable(),
  endyear: z.number().int().nullable(),
  parentguide: z.string().nullable(),
  seriesID: IdSchema.nullable(),
  series: SeriesSchema.nullable(),
  seriesNum: z.number().nullable(),
  creators: z.array(CreatorSchema),
  genres: z.array(GenreRefSchema),
  restricted: z.boolean(),
  tags: z.array(TagSchema),
  submedia: z.array(SubmediaSchema),
  /** TV shows: how many minutes one episode runs, null when unknown; absent for the other types (and from older servers). */
  episodeLength: z.number().int().nullable().optional(),
  /** The record's ids at other services (IMDb, TMDB, MusicBrainz…), by source. */
  externalIds: ExternalIdsSchema.optional(),
  /**
   * Who added the item: only GET /medias/{id}, and only to librarians and admins (null when
   * unknown: seeded, imported, or the account is gone). Others never get the field.
   */
  addedBy: z.object({ userID: IdSchema, username: z.string() }).nullable().optional(),
});
export type Media = z.infer<typeof MediaSchema>;
export type MediaAddedBy = NonNullable<Media['addedBy']>;
