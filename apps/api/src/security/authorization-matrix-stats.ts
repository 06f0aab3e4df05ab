import type { MatrixRow } from './matrix-row';

/** Stats, goals and series progress (issue 19): each answers about the caller's own shelf only. */
export const STATS_MATRIX: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/v1/stats',
    access: { kind: 'signed-in' },
    success: 200,
    scenario: 'the caller’s own shelf',
    request: () => ({ url: '/api/v1/stats?year=2025&type=book' }),
  },
  { method: 'GET', route: '/api/v1/goals', access: { kind: 'signed-in' }, success: 200, scenario: 'the caller’s own goals', request: () => ({ url: '/api/v1/goals?year=2025' }) },
  {
    method: 'PUT',
    route: '/api/v1/goals',
    access: { kind: 'signed-in' },
    success: 200,
    scenario: 'the caller’s own goal',
    request: () => ({ url: '/api/v1/goals', payload: { year: 2025, type: 'book', target: 24 } }),
  },
  {
    method: 'GET',
    route: '/api/v1/series/progress',
    access: { kind: 'signed-in' },
    success: 200,
    scenario: 'the caller’s own series under way',
    request: () => ({ url: '/api/v1/series/progress' }),
  },
  {
    method: 'GET',
    route: '/api/v1/series/:id/progress',
    access: { kind: 'signed-in' },
    success: 200,
    scenario: 'the caller’s own progress through a series',
    request: ({ world }) => ({ url: `/api/v1/series/${world.catalogue.seriesId}/progress` }),
  },
];
