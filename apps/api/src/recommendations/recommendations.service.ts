import { API_MESSAGES, MESSAGES, type Recommendation, type RecommendationCreateSchema } from '@shelfmark/contract';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { conflict, invalid } from '../errors';
import { deleteRecommendation, findRecommendation, insertRecommendation } from './recommendations.repository';
import { loadOneMedia } from '../media/media-loader.repository';
import { requireVisibleMedia } from '../media/media-access.repository';
import { ownedBy } from '../auth/ownership';
import type { AuthUser } from '../auth/session-tokens';

type RecommendationBody = z.infer<typeof RecommendationCreateSchema>;

/** Records that the viewer recommends mediaB alongside mediaA, and with reciprocal the other way too. */
export async function recommend(db: Db, viewer: AuthUser, body: RecommendationBody): Promise<Recommendation> {
  if (body.mediaA === body.mediaB) throw invalid(API_MESSAGES.recommendItself);
  await requireVisibleMedia(db, body.mediaA, viewer);
  await requireVisibleMedia(db, body.mediaB, viewer);
  const note = body.note?.trim() || null;
  const recommendationID = await db.transaction(async (tx) => {
    const id = await insertRecommendation(tx, { userId: viewer.userId, mediaA: body.mediaA, mediaB: body.mediaB, note });
    if (id === null) throw conflict(MESSAGES.alreadyRecommended);
    if (body.reciprocal) await insertRecommendation(tx, { userId: viewer.userId, mediaA: body.mediaB, mediaB: body.mediaA, note });
    return id;
  });
  const mediaB = await loadOneMedia(db, body.mediaB, viewer.userId);
  if (!mediaB) throw new Error('recommended media vanished');
  return { recommendationID, mediaA: body.mediaA, mediaB, note };
}

export async function withdrawRecommendation(db: Db, viewer: AuthUser, recommendationId: number): Promise<void> {
  ownedBy(await findRecommendation(db, recommendationId), viewer, API_MESSAGES.recommendationNotFound);
  await deleteRecommendation(db, recommendationId);
}
