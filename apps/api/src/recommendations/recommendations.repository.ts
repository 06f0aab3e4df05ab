import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { recommendations } from '../db/schema';

export async function insertRecommendation(
  db: Db,
  fields: { userId: number; mediaA: number; mediaB: number; note: string | null },
): Promise<number | null> {
  const [created] = await db
    .insert(recommendations)
    .values(fields)
    .onConflictDoNothing()
    .returning({ id: recommendations.recommendationId });
  return created?.id ?? null;
}

export async function findRecommendation(db: Db, recommendationId: number) {
  const [row] = await db.select().from(recommendations).where(eq(recommendations.recommendationId, recommendationId));
  return row;
}

export async function deleteRecommendation(db: Db, recommendationId: number): Promise<void> {
  await db.delete(recommendations).where(eq(recommendations.recommendationId, recommendationId));
}
