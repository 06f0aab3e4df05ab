import { z } from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../date-schemas';
import { IdSchema } from '../entities/ids';
import { StatusSchema } from '../statuses';
import { PartialDateSchema } from '../partial-dates';
import { apiReadingDateSchema } from '../validation/shelf-payloads';

export const WATCH_MESSAGES = {
  chooseOne: 'Choose episodes (submediaIDs), everything up to one (through) or a season',
  noEpisodes: 'This item has no songs or episodes to mark',
  nothingToUnmark: 'Nothing is marked in the current reading',
  dayOnly: 'A watch date is a day (2024-05-01) or a date and time',
} as const;

/** Most songs or episodes one call marks: the catalogue's limit of a show's episodes. */
export const MAX_SUBMEDIA = 2000;

/**
 * Which songs or episodes of an item a call is about: a list, every one up to and including
 * one (in overallnum order), or a whole season. Exactly one of the three.
 */
const selection = {
  submediaIDs: z.array(IdSchema).min(1).max(MAX_SUBMEDIA).optional(),
  through: IdSchema.optional(),
  season: z.number().int().min(0).max(1000).optional(),
};

function oneSelection(value: { submediaIDs?: unknown; through?: unknown; season?: unknown }): boolean {
  return [value.submediaIDs, value.through, value.season].filter((part) => part !== undefined).length === 1;
}

/**
 * Body of POST /medias/{mediaID}/watches. date: when they were watched (a day or a date-time,
 * never later than today, the reading dates' rule); left out, now. Marks in the item's current
 * reading, starting one (and putting the item on the shelf as Currently Watching) when none is
 * open; already marked ones keep their date.
 */
export const WatchMarkSchema = z
  .object({
    ...selection,
    date: apiReadingDateSchema()
      .refine((value) => !PartialDateSchema.safeParse(value).success, WATCH_MESSAGES.dayOnly)
      .optional(),
  })
  .strict()
  .refine(oneSelection, WATCH_MESSAGES.chooseOne);
export type WatchMark = z.input<typeof WatchMarkSchema>;

/** Body of DELETE /medias/{mediaID}/watches: unmarks in the current reading (other readings keep theirs). */
export const WatchUnmarkSchema = z.object(selection).strict().refine(oneSelection, WATCH_MESSAGES.chooseOne);
export type WatchUnmark = z.input<typeof WatchUnmarkSchema>;

/** One song or episode's marks after a call. */
export const WatchStateSchema = z.object({
  submediaID: IdSchema,
  watched: z.boolean(),
  watchCount: z.number().int(),
  lastWatched: IsoDateTimeSchema.nullable(),
});
export type WatchState = z.infer<typeof WatchStateSchema>;

/**
 * Answer of both calls: the entry as it now stands (progress = marked in the current reading)
 * and the songs or episodes the call changed. allWatched: every one is marked in the current
 * reading, the moment to offer marking the item Seen (never done without asking).
 */
export const WatchResultSchema = z.object({
  usermediaID: IdSchema,
  readingID: IdSchema.nullable(),
  status: StatusSchema,
  progress: z.number().int(),
  total: z.number().int(),
  allWatched: z.boolean(),
  changed: z.array(WatchStateSchema),
});
export type WatchResult = z.infer<typeof WatchResultSchema>;

/** The next episode of a show in progress, as Home's Continue watching shows it. */
export const NextEpisodeSchema = z.object({
  submediaID: IdSchema,
  title: z.string(),
  overallnum: z.number().int(),
  season: z.number().int().nullable(),
  episode: z.number().int().nullable(),
  airDate: IsoDateSchema.nullable(),
  /** Aired after the show's last watch: new since the user last looked. */
  isNew: z.boolean(),
});
export type NextEpisode = z.infer<typeof NextEpisodeSchema>;

/** GET /continue-watching: shows in progress with an episode left, the last watched first. */
export const ContinueWatchingItemSchema = z.object({
  usermediaID: IdSchema,
  mediaID: IdSchema,
  title: z.string(),
  lastWatched: IsoDateTimeSchema,
  watched: z.number().int(),
  total: z.number().int(),
  next: NextEpisodeSchema,
  /** The one after next, so marking next can show it at once; null when next is the last. */
  following: NextEpisodeSchema.nullable(),
});
export type ContinueWatchingItem = z.infer<typeof ContinueWatchingItemSchema>;
export const ContinueWatchingSchema = z.array(ContinueWatchingItemSchema);
