import { z } from 'zod';
import { IdSchema } from '../entities/ids';
import { MediaTypeSchema } from '../media-types';
import { StatsItemSchema } from './stats';

/**
 * GET /series/{id}/progress, and each series of GET /series/progress: "3 of 7 read — next up:
 * {title}". finished counts the caller's items of the series on the Read shelf or with a
 * finished reading; nextUp is the first other one by series number that the caller has not
 * given up (DNF), null when none is left.
 */
export const SeriesProgressSchema = z.object({
  seriesID: IdSchema,
  name: z.string(),
  total: z.number().int().nonnegative(),
  finished: z.number().int().nonnegative(),
  /** The media type every item of the series has, or null when the series mixes types. */
  mediaType: MediaTypeSchema.nullable(),
  nextUp: StatsItemSchema.extend({ seriesNum: z.number().nullable() }).nullable(),
});
export type SeriesProgress = z.infer<typeof SeriesProgressSchema>;

/** GET /series/progress: the caller's series under way (some finished, some not), most recently active first. */
export const SeriesProgressListSchema = z.array(SeriesProgressSchema);
