import { z } from 'zod';
import { STATS_MESSAGES, STATS_YEAR_MAX, STATS_YEAR_MIN } from './messages';

/** A year of the stats and goals calls, given as text in a query or as a number in a body. */
export const StatsYearSchema = z.coerce
  .number({ error: STATS_MESSAGES.yearRange })
  .int(STATS_MESSAGES.yearRange)
  .min(STATS_YEAR_MIN, STATS_MESSAGES.yearRange)
  .max(STATS_YEAR_MAX, STATS_MESSAGES.yearRange);
