import { z } from 'zod';
import { IdSchema } from './ids';

export const TagSchema = z.object({ tagID: IdSchema, tagValue: z.string() });
export type Tag = z.infer<typeof TagSchema>;
