import type { GoalKind, GoalProgress, MediaType, Stats } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import { goalsOf } from './goals.repository';
import { type StatsPeriod, yearPeriod } from './period';
import type { createShelfCache } from '../library/shelf-cache';
import { statsQuery } from './stats-query';

export type Figures = Omit<Stats, 'goals'>;
export type StatsCache = ReturnType<typeof createShelfCache<Figures>>;

interface StatsRow {
  finished: number;
  dnf: number;
  by_type: Stats['finishedByType'];
  by_period: Stats['finishedByPeriod'];
  undated: number;
  pages_read: number;
  minutes_watched: number;
  episodes_without_length: number;
  episodes_watched: number;
  episodes_by_period: Stats['episodesByPeriod'];
  ratings: Stats['ratings'];
  average_rating: number | null;
  top_tags: Stats['topTags'];
  top_creators: Stats['topCreators'];
  average_days: number | null;
  lengths: Stats['lengths'];
  in_progress: number;
}

/** The JSON columns come back parsed from pg and as text from some drivers' settings: read either. */
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Every figure of GET /stats but the goals, from the database. */
export async function computeFigures(db: Db, userId: number, year: number | null, type: MediaType | null): Promise<Figures> {
  const period: StatsPeriod | null = year === null ? null : yearPeriod(year);
  const [row] = await queryRows<StatsRow>(db, statsQuery(userId, type, period));
  if (!row) throw new Error('the stats query answered no row');
  const ended = row.finished + row.dnf;
  return {
    year,
    type,
    finished: row.finished,
    dnf: row.dnf,
    dnfRate: ended === 0 ? null : row.dnf / ended,
    finishedByType: json(row.by_type),
    finishedByPeriod: json(row.by_period),
    finishedUndated: row.undated,
    pagesRead: row.pages_read,
    minutesWatched: row.minutes_watched,
    episodesWithoutLength: row.episodes_without_length,
    episodesWatched: row.episodes_watched,
    episodesByPeriod: json(row.episodes_by_period),
    ratings: json(row.ratings),
    averageRating: row.average_rating,
    topTags: json(row.top_tags),
    topCreators: json(row.top_creators),
    averageDaysToFinish: row.average_days,
    lengths: json(row.lengths),
    inProgress: row.in_progress,
  };
}

/**
 * GET /stats for one user: a year (null for all time), one media type or all. The figures
 * come from the cache while the user's shelf has not changed; the goals are read each time.
 */
export async function loadStats(db: Db, cache: StatsCache, userId: number, year: number | null, type: MediaType | null): Promise<Stats> {
  const [figures, goals] = await Promise.all([
    cache.get(db, userId, `stats:${year ?? 'all'}:${type ?? 'all'}`, () => computeFigures(db, userId, year, type)),
    year === null ? Promise.resolve([]) : goalsOf(db, userId, year),
  ]);
  const finishedOf = (kind: GoalKind) => (kind === 'episodes' ? figures.episodesWatched : (figures.finishedByType.find((entry) => entry.type === kind)?.finished ?? 0));
  // An episodes goal belongs with TV shows.
  const shown = (kind: GoalKind) => type === null || kind === type || (kind === 'episodes' && type === 'tvshow');
  return {
    ...figures,
    goals: goals.filter((goal) => shown(goal.type)).map((goal): GoalProgress => ({ ...goal, finished: finishedOf(goal.type) })),
  };
}
