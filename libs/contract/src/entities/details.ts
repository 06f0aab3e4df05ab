import { z } from 'zod';
import { CreatorSchema } from './creator';
import { MediaSchema } from './media';
import { SeriesSchema } from './series';
import { TagSchema } from './tag';

/**
 * Page shapes that list media. The spec's entity list has no description for creators and
 * series, but their pages show one, so it is here (null when there is none).
 */
export const CreatorDetailSchema = CreatorSchema.extend({
  description: z.string().nullable(),
  mediaByCreator: z.array(MediaSchema),
});
export type CreatorDetail = z.infer<typeof CreatorDetailSchema>;

export const SeriesDetailSchema = SeriesSchema.extend({
  description: z.string().nullable(),
  mediaInSeries: z.array(MediaSchema),
  tvshowsInSeries: z.array(MediaSchema),
});
export type SeriesDetail = z.infer<typeof SeriesDetailSchema>;

export const TagDetailSchema = TagSchema.extend({ media: z.array(MediaSchema) });
export type TagDetail = z.infer<typeof TagDetailSchema>;
