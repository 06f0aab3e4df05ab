import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, RecommendationSchema, type Recommendation } from '@shelfmark/contract';

export interface NewRecommendation {
  mediaA: number;
  mediaB: number;
  note: string;
}

export const postRecommendation = withPrefix(CALL_PREFIXES.postRecommendation, async (body: NewRecommendation): Promise<Recommendation> =>
  RecommendationSchema.parse(await apiFetch('/recommendations', { method: 'POST', json: body })),
);

/** A reciprocal recommendation is a second call with the two items swapped. */
export async function createRecommendation(body: NewRecommendation, reciprocal: boolean): Promise<Recommendation> {
  const made = await postRecommendation(body);
  if (reciprocal) await postRecommendation({ mediaA: body.mediaB, mediaB: body.mediaA, note: body.note });
  return made;
}
