import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { statsKeys } from '../cache/query-keys';
import { useGoals, useSetGoal } from '../goals';
import { isInvalidated, queryWrapper, server, startMockServer, testQueryClient } from '../test-helpers';
import { getStats } from './stats';

startMockServer();

const emptyStats = {
  finished: 0,
  dnf: 0,
  dnfRate: null,
  finishedByType: [],
  finishedByPeriod: [],
  finishedUndated: 0,
  pagesRead: 0,
  minutesWatched: 0,
  episodesWithoutLength: 0,
  episodesWatched: 0,
  episodesByPeriod: [],
  ratings: Array.from({ length: 10 }, (_, index) => ({ rating: index + 1, count: 0 })),
  averageRating: null,
  topTags: [],
  topCreators: [],
  averageDaysToFinish: null,
  lengths: [],
  inProgress: 0,
  goals: [],
};

describe('stats and goals', () => {
  let asked: string[];
  let goals: { type: string; target: number; finished: number }[];

  beforeEach(() => {
    asked = [];
    goals = [];
    server.use(
      http.get('*/api/v1/stats', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const year = url.searchParams.get('year');
        return HttpResponse.json({ ...emptyStats, year: year === 'all' ? null : Number(year), type: url.searchParams.get('type') });
      }),
      http.get('*/api/v1/goals', () => HttpResponse.json({ year: 2026, goals })),
      http.put('*/api/v1/goals', async ({ request }) => {
        const body = (await request.json()) as { type: string; target: number };
        goals = [{ type: body.type, target: body.target, finished: 0 }];
        return HttpResponse.json({ year: 2026, goals });
      }),
    );
  });

  it('asks for a year or all time and one type, and parses the answer', async () => {
    expect(await getStats({ year: 2026, type: 'book' })).toMatchObject({ year: 2026, type: 'book' });
    expect(await getStats({ year: null, type: null })).toMatchObject({ year: null, type: null });
    expect(asked).toEqual(['?year=2026&type=book', '?year=all']);
  });

  it('sets a goal: the year’s goals take the answer, the stats go stale', async () => {
    const client = testQueryClient();
    client.setQueryData(statsKeys.view(2026, null), 'cached');
    const { result } = renderHook(() => ({ goals: useGoals(2026), setGoal: useSetGoal() }), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(result.current.goals.data).toEqual({ year: 2026, goals: [] }));
    await result.current.setGoal.mutateAsync({ year: 2026, type: 'book', target: 24 });
    await waitFor(() => expect(result.current.goals.data?.goals).toEqual([{ type: 'book', target: 24, finished: 0 }]));
    expect(isInvalidated(client, statsKeys.view(2026, null))).toBe(true);
  });
});
