import { z } from 'zod';
import { IsoDateSchema } from '../dates';
import { GenreIdSchema } from '../genres';
import { MediaTypeSchema } from '../media-types';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { NonNegativeIntSchema, NumEpisodesSchema } from '../validation/media-fields';
import { IdSchema } from './ids';

/** ISBN-10 (last character may be X) or ISBN-13, digits only: it also names the cover file. */
export const IsbnSchema = z.string().regex(/^(?:\d{9}[\dX]|\d{13})$/, VALIDATION_MESSAGES.invalidIsbn);

/**
 * Body of POST /medias. Fields a type does not use are null or left out. numEpisodes is not
 * in the spec's POST list, but the TV Show form asks for it, so it is saved too.
 */
export const MediaCreateSchema = z.object({
  type: MediaTypeSchema,
  title: z.string().trim().min(1, VALIDATION_MESSAGES.titleRequired),
  description: z.string().nullish(),
  seriesID: IdSchema.nullish(),
  seriesNum: z.number().min(0, VALIDATION_MESSAGES.notNegative).nullish(),
  creators: z.array(IdSchema),
  genreIDs: z.array(GenreIdSchema),
  restricted: z.boolean(),
  publication: IsoDateSchema.nullish(),
  numPages: NonNegativeIntSchema.nullish(),
  numEpisodes: NumEpisodesSchema.nullish(),
  isbn: IsbnSchema.nullish(),
  seasons: NonNegativeIntSchema.nullish(),
  startyear: NonNegativeIntSchema.nullish(),
  endyear: NonNegativeIntSchema.nullish(),
  parentguide: z.string().nullish(),
});
export type MediaCreate = z.infer<typeof MediaCreateSchema>;

/** Body of PATCH /medias/{id}: the create payload minus isbn. */
export const MediaUpdateSchema = MediaCreateSchema.omit({ isbn: true });
export type MediaUpdate = z.infer<typeof MediaUpdateSchema>;

/** Result of POST /medias. */
export const MediaCreatedSchema = z.object({ mediaID: IdSchema });
export type MediaCreated = z.infer<typeof MediaCreatedSchema>;
