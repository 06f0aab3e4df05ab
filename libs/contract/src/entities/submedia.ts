import { z } from 'zod';
import { IdSchema } from './ids';

/** A song of an album or an episode of a TV show. */
export const SubmediaSchema = z.object({
  submediaID: IdSchema,
  /** Present only when the parent item is in the user's library. */
  usersubmediaID: IdSchema.nullable(),
  title: z.string(),
  overallnum: z.number().int(),
  favorited: z.boolean(),
});
export type Submedia = z.infer<typeof SubmediaSchema>;
