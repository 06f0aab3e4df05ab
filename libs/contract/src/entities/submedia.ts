import { z } from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../date-schemas';
import { EpisodeExternalIdsSchema } from './external-ids';
import { IdSchema } from './ids';

/**
 * A song of an album or an episode of a TV show. Episodes may carry their season (0 for
 * specials) and number in it beside overallnum, which orders them all. watched, watchCount and
 * lastWatched are the viewer's: watched means watched (or listened to) in the current reading
 * of the item; watchCount counts every reading. Servers before episodes leave the new fields out.
 */
export const SubmediaSchema = z.object({
  submediaID: IdSchema,
  /** Present only when the parent item is in the user's library. */
  usersubmediaID: IdSchema.nullable(),
  title: z.string(),
  overallnum: z.number().int(),
  favorited: z.boolean(),
  season: z.number().int().nullable().optional(),
  episode: z.number().int().nullable().optional(),
  airDate: IsoDateSchema.nullable().optional(),
  /** Minutes. */
  runtime: z.number().int().nullable().optional(),
  externalIds: EpisodeExternalIdsSchema.optional(),
  watched: z.boolean().optional(),
  watchCount: z.number().int().optional(),
  lastWatched: IsoDateTimeSchema.nullable().optional(),
});
export type Submedia = z.infer<typeof SubmediaSchema>;
