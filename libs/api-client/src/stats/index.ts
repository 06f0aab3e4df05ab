export { getStats, getStatsQueryOptions, useStats } from './stats';
export type { StatsView } from './stats';
