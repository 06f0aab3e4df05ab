import { type GoalPace, type GoalProgress, goalPace, mediaTypeInfo } from '@shelfmark/contract';
import { ProgressBar } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import './goal-list.css';

type Translate = ReturnType<typeof useT>;

function paceText(t: Translate, pace: GoalPace): string {
  switch (pace.kind) {
    case 'reached':
      return t('goals.reached');
    case 'onSchedule':
      return t('goals.onSchedule');
    default:
      return t(`goals.${pace.kind}`, { count: pace.by });
  }
}

/** "7 of 24 — 2 ahead of schedule" for a goal of a year, on the user's clock. */
export function goalText(t: Translate, goal: GoalProgress, year: number, now: Date): string {
  return `${t('goals.progress', { finished: goal.finished, target: goal.target })} — ${paceText(t, goalPace(goal, year, now))}`;
}

/** Each goal of a year: its media type, a bar, and how it stands against an even pace. */
export function GoalList({ goals, year, now = new Date() }: { goals: readonly GoalProgress[]; year: number; now?: Date }) {
  const t = useT('library');
  return (
    <ul className="goal-list">
      {goals.map((goal) => {
        const type = goal.type === 'episodes' ? t('goals.episodes') : mediaTypeInfo(goal.type).plural;
        const text = goalText(t, goal, year, now);
        return (
          <li key={goal.type} className="goal-list__goal">
            <span className="goal-list__type">{type}</span>
            <span className="goal-list__text">{text}</span>
            <ProgressBar value={goal.finished} max={goal.target} label={t('goals.progressLabel', { type })} valueText={`${goal.finished}/${goal.target}`} className="goal-list__bar" />
          </li>
        );
      })}
    </ul>
  );
}
