/** Where a goal stands against an even pace over its year: "7 of 24 — 2 ahead of schedule". */
export type GoalPace =
  | { kind: 'reached' }
  | { kind: 'ahead' | 'behind'; by: number }
  | { kind: 'onSchedule' }
  /** A past year that ended short of its goal. */
  | { kind: 'missed'; by: number };

/**
 * The pace of a goal on `now` (the user's clock): in its year, the items an even pace would
 * have finished by now, whole ones only, against the finished count; a future year expects
 * none yet; a past year was reached or missed.
 */
export function goalPace(goal: { target: number; finished: number }, year: number, now: Date): GoalPace {
  if (goal.finished >= goal.target) return { kind: 'reached' };
  const current = now.getFullYear();
  if (year < current) return { kind: 'missed', by: goal.target - goal.finished };
  const start = new Date(year, 0, 1).getTime();
  const end = new Date(year + 1, 0, 1).getTime();
  const elapsed = year > current ? 0 : (now.getTime() - start) / (end - start);
  const expected = Math.floor(goal.target * elapsed);
  const difference = goal.finished - expected;
  if (difference > 0) return { kind: 'ahead', by: difference };
  if (difference < 0) return { kind: 'behind', by: -difference };
  return { kind: 'onSchedule' };
}
