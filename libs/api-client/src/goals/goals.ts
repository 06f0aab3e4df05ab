import { apiFetch } from '@shelfmark/api-client';
import type { Goals, GoalWrite } from '@shelfmark/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { goalsChanged } from '../cache/invalidate';
import { goalKeys } from '../cache/query-keys';

/** GET /goals?year=: the year's goals with how many of each type were finished in it. */
export async function getGoals(year: number): Promise<Goals> {
  return apiFetch<Goals>('/goals', { query: { year: String(year) } });
}

export function getGoalsQueryOptions(year: number) {
  return queryOptions({ queryKey: goalKeys.year(year), queryFn: () => getGoals(year) });
}

export function useGoals(year: number) {
  return useQuery(getGoalsQueryOptions(year));
}

/** PUT /goals: sets one media type's goal for a year (target 0 removes it); answers the year's goals. */
export async function putGoal(goal: GoalWrite): Promise<Goals> {
  return apiFetch<Goals>('/goals', { method: 'PUT', json: goal });
}

/** Sets a goal; the answer becomes the year's goals at once, and the stats screen refetches. */
export function useSetGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putGoal,
    onSuccess: (goals) => {
      client.setQueryData(goalKeys.year(goals.year), goals);
      return goalsChanged(client);
    },
  });
}
