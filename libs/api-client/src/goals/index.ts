export { getGoals, getGoalsQueryOptions, putGoal, useGoals, useSetGoal } from './goals';
