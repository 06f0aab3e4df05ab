import { z } from 'zod';
import { CreatorSchema } from '../entities/creator';
import { IdSchema } from '../entities/ids';
import { MediaTypeSchema } from '../media-types';
import { GoalProgressSchema } from './goals';
import { StatsYearSchema } from './year';

/**
 * GET /stats?year=&type=: year is a year, or all (the default) for all time; type narrows to
 * one media type, left out for every type.
 */
export const StatsQuerySchema = z.object({
  year: z.union([z.literal('all'), StatsYearSchema]).optional(),
  type: MediaTypeSchema.optional(),
});
export type StatsQuery = z.infer<typeof StatsQuerySchema>;

const count = z.number().int().nonnegative();

/** One item of a stats answer: enough to show its title and link to it. */
export const StatsItemSchema = z.object({ mediaID: IdSchema, type: MediaTypeSchema, title: z.string() });
export type StatsItem = z.infer<typeof StatsItemSchema>;

export const StatsLengthSchema = z.object({
  type: MediaTypeSchema,
  /** The longest and shortest finished item of the type: pages, minutes, episodes, songs or missions. */
  longest: StatsItemSchema.extend({ length: count }),
  shortest: StatsItemSchema.extend({ length: count }),
});
export type StatsLength = z.infer<typeof StatsLengthSchema>;

/**
 * GET /stats: the caller's figures for a year (finished items are readings that ended in it)
 * or for all time, for one media type or all. Rules in docs/adr/0020-stats-goals-series-progress.md.
 */
export const StatsSchema = z.object({
  /** null for all time. */
  year: z.number().int().nullable(),
  /** null for every type. */
  type: MediaTypeSchema.nullable(),
  /** Readings finished (a re-read counts again), and items on the Read shelf with no dated reading (all time only). */
  finished: count,
  /** Readings given up (DNF), and DNF items with no dated reading (all time only). */
  dnf: count,
  /** DNF out of finished plus DNF, from 0 to 1; null when there is neither. */
  dnfRate: z.number().min(0).max(1).nullable(),
  finishedByType: z.array(z.object({ type: MediaTypeSchema, finished: count })),
  /** A year: its twelve months, '2026-01'…; all time: every year from the first finish to the last, '2019'…. */
  finishedByPeriod: z.array(z.object({ period: z.string(), finished: count })),
  /** Finishes the chart cannot place: dated by year alone in a year view, undated in all time. */
  finishedUndated: count,
  pagesRead: count,
  /**
   * Films' length; TV episodes watched (marked or imported) in the period times their runtime, or
   * the show's episode length where an episode has none; a finished show without any episode
   * watches counts its episodes times the show's episode length.
   */
  minutesWatched: count,
  /** Episodes counted above whose length is not known (neither theirs nor the show's), counted apart. */
  episodesWithoutLength: count,
  /** TV episodes watched in the period: every watch, a rewatch again. */
  episodesWatched: count,
  /** The episodes watched by the same periods as finishedByPeriod: a year's twelve months; all time, every year from the first watch to the last. */
  episodesByPeriod: z.array(z.object({ period: z.string(), episodes: count })),
  /** How many items have each rating, 1 to 10 stars (always ten entries). */
  ratings: z.array(z.object({ rating: z.number().int().min(1).max(10), count })),
  averageRating: z.number().nullable(),
  topTags: z.array(z.object({ tagID: IdSchema, tagValue: z.string(), count })),
  topCreators: z.array(CreatorSchema.extend({ count })),
  /** Mean days from start to finish over readings dated to the day; null when there is none. */
  averageDaysToFinish: z.number().nullable(),
  lengths: z.array(StatsLengthSchema),
  /** Items in Currently Reading (…Watching, …) now, whatever the year. */
  inProgress: count,
  /** The year's goals with their progress; empty for all time. */
  goals: z.array(GoalProgressSchema),
});
export type Stats = z.infer<typeof StatsSchema>;
