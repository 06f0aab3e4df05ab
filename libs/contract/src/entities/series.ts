import { z } from 'zod';
import { IdSchema } from './ids';

export const SeriesSchema = z.object({ seriesID: IdSchema, name: z.string() });
export type Series = z.infer<typeof SeriesSchema>;

export const SeriesCreatedSchema = z.object({ seriesID: IdSchema });
export type SeriesCreated = z.infer<typeof SeriesCreatedSchema>;
