import type { BenchCase } from './cases';
import type { Fixtures } from './fixtures';
import type { LoadRequest } from './load';

/** Issue 19's target for GET /stats on the 1M profile. */
const STATS_TARGET = { postgres: { maxP95: 50 } };
/** The generated readings end between 2016 and 2024: a year in the middle has about an eighth of them. */
const STATS_YEAR = 2020;

const get = (path: string): LoadRequest => ({ method: 'GET', path: `/api/v1${path}` });

/**
 * GET /stats of the heavy user (10,000 items, about 7,400 readings). The first three are what
 * a user opening and switching the screen asks, answered from the cache while the shelf stands
 * still; the last changes a rating before every other request, so every stats call is computed
 * again from the database (no target: it shows what a change costs the next view).
 */
export function statsCases(fixtures: Fixtures): BenchCase[] {
  const rated = fixtures.entries.filter((entry) => entry.status === 'read');
  return [
    { name: `stats, year ${STATS_YEAR}`, next: () => get(`/stats?year=${STATS_YEAR}`), targets: STATS_TARGET, baseline: 'shelf' },
    { name: 'stats, all time', next: () => get('/stats?year=all'), targets: STATS_TARGET, baseline: 'shelf' },
    { name: `stats, year ${STATS_YEAR}, books`, next: () => get(`/stats?year=${STATS_YEAR}&type=book`), targets: STATS_TARGET, baseline: 'shelf' },
    {
      name: `stats, year ${STATS_YEAR}, after every change (rating, then stats)`,
      next: (index) => {
        if (index % 2 === 1) return get(`/stats?year=${STATS_YEAR}`);
        const entry = rated[(index / 2) % rated.length];
        return { method: 'PATCH', path: `/api/v1/usermedias/${entry?.usermediaId ?? 0}`, body: { rating: 1 + ((index / 2) % 10) } };
      },
      targets: {},
      baseline: 'shelf',
    },
  ];
}
