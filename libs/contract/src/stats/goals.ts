import { z } from 'zod';
import { MEDIA_TYPE_VALUES } from '../media-type-info';
import { GOAL_TARGET_MAX, STATS_MESSAGES } from './messages';
import { StatsYearSchema } from './year';

/**
 * What a yearly goal counts: finished items of a media type ("24 books"), or TV episodes
 * watched ("500 episodes": every watch in the year, a rewatch again).
 */
export const GOAL_KINDS = [...MEDIA_TYPE_VALUES, 'episodes'] as const;
export const GoalKindSchema = z.enum(GOAL_KINDS);
export type GoalKind = z.infer<typeof GoalKindSchema>;

/**
 * A yearly goal and how far the user is: finished counts readings of the type that ended in the
 * year, or for episodes the TV episodes watched in it.
 */
export const GoalProgressSchema = z.object({
  type: GoalKindSchema,
  target: z.number().int().min(1),
  finished: z.number().int().nonnegative(),
});
export type GoalProgress = z.infer<typeof GoalProgressSchema>;

/** GET /goals?year= (default: this year) and the answer of PUT /goals. */
export const GoalsSchema = z.object({ year: z.number().int(), goals: z.array(GoalProgressSchema) });
export type Goals = z.infer<typeof GoalsSchema>;

export const GoalsQuerySchema = z.object({ year: StatsYearSchema.optional() });

/** PUT /goals: sets the goal of one media type (or of episodes) for a year; a target of 0 removes it. */
export const GoalWriteSchema = z.object({
  year: StatsYearSchema,
  type: GoalKindSchema,
  target: z
    .number({ error: STATS_MESSAGES.goalTargetRange })
    .int(STATS_MESSAGES.goalTargetRange)
    .min(0, STATS_MESSAGES.goalTargetRange)
    .max(GOAL_TARGET_MAX, STATS_MESSAGES.goalTargetRange),
});
export type GoalWrite = z.infer<typeof GoalWriteSchema>;
