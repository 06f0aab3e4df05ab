import { z } from 'zod';
import { StatusSchema } from '../statuses';
import { NonNegativeIntSchema, RatingSchema } from '../validation/media-fields';
import { IdSchema } from './ids';
import { MediaSchema } from './media';
import { ReadingSchema, JournalEntrySchema } from './reading';
import { RecommendationSchema } from './recommendation';
import { TagSchema } from './tag';

/**
 * A library entry. An item outside the library has no entry at all, which is how
 * "usermediaID is present only when the item is in the library" is modelled.
 */
export const UserMediaSchema = z.object({
  usermediaID: IdSchema,
  mediaID: IdSchema,
  media: MediaSchema,
  status: StatusSchema,
  rating: RatingSchema,
  review: z.string().nullable(),
  favorited: z.boolean(),
  progress: NonNegativeIntSchema,
  currentReading: z.object({ readingID: IdSchema }).nullable(),
  readings: z.array(ReadingSchema),
  entries: z.array(JournalEntrySchema),
  recommendations: z.array(RecommendationSchema),
  tags: z.array(TagSchema),
});
export type UserMedia = z.infer<typeof UserMediaSchema>;

/** Body of PATCH /usermedias/{id}: exactly one field changes per call. */
export const UserMediaPatchSchema = z.union([
  z.strictObject({ status: StatusSchema }),
  z.strictObject({ rating: RatingSchema }),
  z.strictObject({ progress: NonNegativeIntSchema }),
  z.strictObject({ review: z.string() }),
  z.strictObject({ favorited: z.boolean() }),
]);
export type UserMediaPatch = z.infer<typeof UserMediaPatchSchema>;
