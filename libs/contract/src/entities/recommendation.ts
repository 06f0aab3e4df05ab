import { z } from 'zod';
import { IdSchema } from './ids';
import { MediaSchema } from './media';

/** mediaA is the item the recommendation hangs on; mediaB the recommended media. */
export const RecommendationSchema = z.object({
  recommendationID: IdSchema,
  mediaA: IdSchema,
  mediaB: MediaSchema,
  note: z.string().nullable(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;
