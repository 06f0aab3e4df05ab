import type { GoalKind, GoalProgress, GoalWrite } from '@shelfmark/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import { goals } from '../db/schema';
import { yearPeriod } from './period';

/** A user's goals for a year, by media type (or episodes). */
export async function goalsOf(db: Db, userId: number, year: number): Promise<{ type: GoalKind; target: number }[]> {
  return db
    .select({ type: goals.mediaType, target: goals.target })
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.year, year)))
    .orderBy(asc(goals.mediaType));
}

/** The year's goals with the readings of each type that ended as read in that year, or the TV episodes watched in it. */
export async function goalProgress(db: Db, userId: number, year: number): Promise<GoalProgress[]> {
  const { from, to } = yearPeriod(year);
  return queryRows<GoalProgress>(
    db,
    sql`
      select g.media_type as type, g.target,
        case when g.media_type = 'episodes' then
        (select count(*)::int
           from user_media as um
           join submedia_watches as w on w.usermedia_id = um.usermedia_id
          where um.user_id = g.user_id and um.media_type = 'tvshow'
            and w.watched_at >= ${from}::timestamptz and w.watched_at < ${to}::timestamptz)
        else
        (select count(*)::int
           from user_media as um
           join readings as r on r.usermedia_id = um.usermedia_id
          where um.user_id = g.user_id and um.media_type = g.media_type
            and coalesce(r.status, 'read') = 'read'
            and r.date_finished >= ${from}::timestamptz and r.date_finished < ${to}::timestamptz) end as finished
      from goals as g
      where g.user_id = ${userId} and g.year = ${year}
      order by g.media_type`,
  );
}

/** Sets one goal; a target of 0 removes it. */
export async function writeGoal(db: Db, userId: number, goal: GoalWrite): Promise<void> {
  const key = and(eq(goals.userId, userId), eq(goals.year, goal.year), eq(goals.mediaType, goal.type));
  if (goal.target === 0) {
    await db.delete(goals).where(key);
    return;
  }
  await db
    .insert(goals)
    .values({ userId, year: goal.year, mediaType: goal.type, target: goal.target })
    .onConflictDoUpdate({ target: [goals.userId, goals.year, goals.mediaType], set: { target: goal.target } });
}
