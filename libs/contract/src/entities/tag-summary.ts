import { z } from 'zod';
import { TagSchema } from './tag';

/** A tag on the tags page: how many library items carry it ('Delete Tag' shows at 0). */
export const TagSummarySchema = TagSchema.extend({ mediaCount: z.number().int().min(0) });
export type TagSummary = z.infer<typeof TagSummarySchema>;
