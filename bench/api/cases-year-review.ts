import type { BenchCase } from './cases';
import type { LoadRequest } from './load';

/**
 * Issue 19's year in review on the heavy user's 10,000-item shelf: readings end between 2016 and
 * 2024, so 2020 is a full year (about 700 finished items) and 2010 an empty one (the cost
 * without items). The issue sets no target for it; the figures go in bench/RESULTS.md.
 */
export const REVIEW_YEAR = 2020;

const get = (path: string): LoadRequest => ({ method: 'GET', path: `/api/v1${path}` });

export function yearReviewCases(): BenchCase[] {
  return [
    { name: `year in review, ${REVIEW_YEAR} (full year)`, next: () => get(`/year/${REVIEW_YEAR}`), targets: {}, baseline: 'shelf' },
    { name: 'year in review, 2010 (no finishes)', next: () => get('/year/2010'), targets: {}, baseline: 'shelf' },
  ];
}
