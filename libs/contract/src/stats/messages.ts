/** Refusals of the stats, goals and series-progress calls (texts of our own: the spec has none). */
export const STATS_MESSAGES = {
  yearRange: 'Year must be a year from 1900 to 2200, or all',
  goalTargetRange: 'A goal is a whole number from 1 to 10,000, or 0 to remove it',
  episodeLengthRange: 'Episode length is a whole number of minutes from 1 to 1440',
  episodeLengthOnlyForTv: 'Only TV shows have an episode length',
} as const;

/** Years a stats view or a goal may name. */
export const STATS_YEAR_MIN = 1900;
export const STATS_YEAR_MAX = 2200;
/** Largest yearly goal: far above what anyone finishes, small enough to type by mistake only on purpose. */
export const GOAL_TARGET_MAX = 10_000;
