import { z } from 'zod';
import { GENRES, type GenreRef } from './genre-list';

export * from './genre-list';

export const GenreIdSchema = z
  .number()
  .int()
  .refine((id) => GENRES.some((genre) => genre.id === id), 'Unknown genre');

export const GenreRefSchema = z.object({
  genreID: GenreIdSchema,
  genreNAME: z.string(),
}) satisfies z.ZodType<GenreRef>;
