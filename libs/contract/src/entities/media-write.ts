import { z } from 'zod';
import { IsoDateSchema } from '../date-schemas';
import { GenreIdSchema } from '../genres';
import { MediaTypeSchema } from '../media-types';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { NonNegativeIntSchema, NumEpisodesSchema } from '../validation/media-fields';
import { IdSchema } from './ids';
import { EpisodeExternalIdsWriteSchema, ExternalIdsWriteSchema } from './external-ids';
import { PartialDateSchema } from '../partial-dates';
import { STATS_MESSAGES } from '../stats/messages';

/** ISBN-10 (last character may be X) or ISBN-13, digits only: it also names the cover file. */
export const IsbnSchema = z.string().regex(/^(?:\d{9}[\dX]|\d{13})$/, VALIDATION_MESSAGES.invalidIsbn);

const EPISODE_MINUTES_MESSAGE = 'An episode runs from 1 to 1440 minutes';

/**
 * A song of an album or an episode of a TV show, as saved with its media item. Episodes may
 * give their season (0: specials) and number in it, air date, runtime and ids; overallnum
 * orders every episode of the show and identifies it between saves.
 */
export const SubmediaWriteSchema = z.object({
  title: z.string().trim().min(1, VALIDATION_MESSAGES.titleRequired).max(500, VALIDATION_MESSAGES.titleTooLong),
  overallnum: NonNegativeIntSchema,
  season: z.number(VALIDATION_MESSAGES.wholeNumber).int(VALIDATION_MESSAGES.wholeNumber).min(0, VALIDATION_MESSAGES.notNegative).max(1000, VALIDATION_MESSAGES.numberTooLarge).nullish(),
  episode: z.number(VALIDATION_MESSAGES.wholeNumber).int(VALIDATION_MESSAGES.wholeNumber).min(0, VALIDATION_MESSAGES.notNegative).max(10_000, VALIDATION_MESSAGES.numberTooLarge).nullish(),
  airDate: IsoDateSchema.nullish(),
  runtime: z.number(EPISODE_MINUTES_MESSAGE).int(EPISODE_MINUTES_MESSAGE).min(1, EPISODE_MINUTES_MESSAGE).max(1440, EPISODE_MINUTES_MESSAGE).nullish(),
  externalIds: EpisodeExternalIdsWriteSchema.optional(),
});
export type SubmediaWrite = z.infer<typeof SubmediaWriteSchema>;

/**
 * Body of POST /medias. Fields a type does not use are null or left out. numEpisodes is not
 * in the spec's POST list, but the TV Show form asks for it, so it is saved too. submedia
 * (songs, episodes) is optional: left out, the item's list stays as it is.
 */
export const MediaCreateSchema = z.object({
  type: MediaTypeSchema,
  title: z.string().trim().min(1, VALIDATION_MESSAGES.titleRequired).max(500, VALIDATION_MESSAGES.titleTooLong),
  description: z.string().max(20_000, VALIDATION_MESSAGES.tooLong).nullish(),
  seriesID: IdSchema.nullish(),
  seriesNum: z.number().min(0, VALIDATION_MESSAGES.notNegative).max(1_000_000, VALIDATION_MESSAGES.numberTooLarge).nullish(),
  creators: z.array(IdSchema).max(50),
  genreIDs: z.array(GenreIdSchema).max(17),
  restricted: z.boolean(),
  /** A day, or only a year ("1813") or a month ("1813-01"): shown as precisely as it was given. */
  publication: z.union([IsoDateSchema, PartialDateSchema]).nullish(),
  numPages: NonNegativeIntSchema.nullish(),
  numEpisodes: NumEpisodesSchema.nullish(),
  isbn: IsbnSchema.nullish(),
  seasons: NonNegativeIntSchema.nullish(),
  startyear: NonNegativeIntSchema.nullish(),
  endyear: NonNegativeIntSchema.nullish(),
  parentguide: z.string().max(200, VALIDATION_MESSAGES.tooLong).nullish(),
  submedia: z.array(SubmediaWriteSchema).max(2000).optional(),
  /** TV shows only: minutes one episode runs, for the hours watched of the stats (null: unknown). */
  episodeLength: z
    .number({ error: STATS_MESSAGES.episodeLengthRange })
    .int(STATS_MESSAGES.episodeLengthRange)
    .min(1, STATS_MESSAGES.episodeLengthRange)
    .max(1440, STATS_MESSAGES.episodeLengthRange)
    .nullish(),
  /** Ids at other services; null removes one, a source left out keeps its id. */
  externalIds: ExternalIdsWriteSchema.optional(),
});
export type MediaCreate = z.infer<typeof MediaCreateSchema>;

/**
 * Body of PATCH /medias/{id}: any fields of the create payload, each checked as strictly as on
 * creation; the fields left out keep their values. type and isbn cannot change ("the same
 * payload minus isbn"): sent, they must be the item's own (isbn in either ISBN form).
 */
export const MediaUpdateSchema = MediaCreateSchema.partial();
export type MediaUpdate = z.infer<typeof MediaUpdateSchema>;

/** Result of POST /medias. */
export const MediaCreatedSchema = z.object({ mediaID: IdSchema });
export type MediaCreated = z.infer<typeof MediaCreatedSchema>;
