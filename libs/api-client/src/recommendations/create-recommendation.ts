import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, type Recommendation, type RecommendationCreate } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entryChanged } from '../cache/invalidate';

/** POST /recommendations: {mediaA, mediaB, note}. */
export const postRecommendation = withPrefix(CALL_PREFIXES.postRecommendation, async (body: RecommendationCreate): Promise<Recommendation> =>
  apiFetch<Recommendation>('/recommendations', { method: 'POST', json: body }),
);

export interface NewRecommendation {
  mediaA: number;
  mediaB: number;
  note: string;
  /** Also recommend A on B's page: a second call with the two swapped. */
  reciprocal: boolean;
}

export async function createRecommendation({ reciprocal, ...body }: NewRecommendation): Promise<Recommendation> {
  const made = await postRecommendation(body);
  if (reciprocal) await postRecommendation({ mediaA: body.mediaB, mediaB: body.mediaA, note: body.note });
  return made;
}

/** Refreshes the entries that show the recommendation: A's, and B's for a reciprocal one. */
export function useCreateRecommendation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRecommendation,
    onSuccess: async (_made, { mediaA, mediaB, reciprocal }) => {
      await Promise.all([entryChanged(client, mediaA), reciprocal ? entryChanged(client, mediaB) : undefined]);
    },
  });
}
