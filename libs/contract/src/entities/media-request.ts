import { z } from 'zod';
import { MediaTypeSchema } from '../media-types';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { IdSchema } from './ids';

/** A request for media missing from the catalogue. */
export const MediaRequestSchema = z.object({
  userID: IdSchema,
  type: MediaTypeSchema,
  title: z.string().trim().min(1, VALIDATION_MESSAGES.titleRequired),
  creator: z.string().trim().optional(),
  details: z.string(),
});
export type MediaRequest = z.infer<typeof MediaRequestSchema>;
