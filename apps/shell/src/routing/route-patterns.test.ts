import { matchesRoutePattern, ROUTE_IDS, routeDefinition } from '@shelfmark/contract';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

// The shell routes by the contract's resolver, and each remote renders its screens with React
// Router: the two must agree on which paths a pattern matches.
const PATTERNS = ROUTE_IDS.flatMap((id) => [routeDefinition(id).path, ...(routeDefinition(id).aliases ?? [])]).filter(
  (pattern) => !pattern.startsWith('/passwordreset'),
);

const PATHS = [
  '/',
  '//',
  '/library',
  '/library/',
  '/Library//',
  '/library/x',
  '/tags',
  '/tags/7',
  '/tags/7/',
  '/tags//7',
  '/TAGS/a%20b',
  '/creator/3',
  '/creators/3',
  '/book/12',
  '/book',
  '/book/',
  '/book/1/extra',
  '/imports/12',
  '/imports/12/rows',
  '/shared/abc-def',
  '/year/2026',
  '/comic/1',
];

describe("the contract's route patterns", () => {
  it.each(PATTERNS)('match the paths React Router matches with %s', (pattern) => {
    for (const path of PATHS) expect(matchesRoutePattern(pattern, path), path).toBe(matchPath(pattern, path) !== null);
  });
});
