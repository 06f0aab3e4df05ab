import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { IdSchema } from './ids';

export const CreatorSchema = z.object({
  creatorID: IdSchema,
  name: z.string(),
  first: z.string().nullable(),
  last: z.string(),
});
export type Creator = z.infer<typeof CreatorSchema>;

/** Body of POST /creators; a new creator has no creatorID until saved. */
export const NewCreatorSchema = CreatorSchema.omit({ creatorID: true }).extend({
  name: z.string().trim().min(1, VALIDATION_MESSAGES.nameRequired).max(200, VALIDATION_MESSAGES.tooLong),
  first: z.string().trim().max(200, VALIDATION_MESSAGES.tooLong).nullable(),
  last: z.string().trim().max(200, VALIDATION_MESSAGES.tooLong),
});
export type NewCreator = z.infer<typeof NewCreatorSchema>;

export const CreatorCreatedSchema = z.object({ creatorID: IdSchema });
export type CreatorCreated = z.infer<typeof CreatorCreatedSchema>;
