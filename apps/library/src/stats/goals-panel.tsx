import { ApiError } from '@shelfmark/api-client';
import { useSetGoal } from '@shelfmark/api-client/goals';
import { GOAL_TARGET_MAX, type GoalKind, GoalWriteSchema, MEDIA_TYPES, type Stats, firstIssueMessage } from '@shelfmark/contract';
import { Button, TextField } from '@shelfmark/design-system';
import { Select } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { type FormEvent, useState } from 'react';
import { GoalList } from '../shared/goal-list';
import './stats-messages';

const TYPE_OPTIONS: { value: GoalKind; label: string }[] = MEDIA_TYPES.map((info) => ({ value: info.value, label: info.plural }));

/** The year's goals with their pace, and the form that sets one (a target of 0 removes it). */
export function GoalsPanel({ stats }: { stats: Stats }) {
  const t = useT('library');
  const { year } = stats;
  return (
    <section className="stats-card stats-card--wide" aria-label={year === null ? t('stats.allTime') : t('goals.title', { year })}>
      <h2 className="stats-card__title">{year === null ? t('goals.title', { year: t('stats.allTime') }) : t('goals.title', { year })}</h2>
      {year === null ? (
        <p>{t('goals.allTimeHint')}</p>
      ) : (
        <>
          {stats.goals.length === 0 ? <p>{t('goals.none', { year })}</p> : <GoalList goals={stats.goals} year={year} />}
          <GoalForm year={year} initialType={stats.type ?? 'book'} targets={stats.goals} />
        </>
      )}
    </section>
  );
}

function GoalForm({ year, initialType, targets }: { year: number; initialType: GoalKind; targets: Stats['goals'] }) {
  const t = useT('library');
  const setGoal = useSetGoal();
  const [type, setType] = useState<GoalKind>(initialType);
  // Besides each media type's finished items, a goal can count the TV episodes watched.
  const options = [...TYPE_OPTIONS, { value: 'episodes' as const, label: t('goals.episodes') }];
  const current = targets.find((goal) => goal.type === type)?.target;
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = GoalWriteSchema.safeParse({ year, type, target: target.trim() === '' ? Number.NaN : Number(target) });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error, t('goals.saveFailed')));
      return;
    }
    setError(null);
    setGoal.mutate(parsed.data, {
      onSuccess: () => setTarget(''),
      onError: (failure) => setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : t('goals.saveFailed')),
    });
  };

  return (
    <form className="goal-form" onSubmit={submit} aria-label={t('goals.form', { year })} noValidate>
      <Select label={t('goals.type')} options={options} value={type} onChange={(event) => setType(event.target.value as GoalKind)} />
      <TextField
        label={t('goals.target')}
        hint={t('goals.targetHint')}
        type="number"
        inputMode="numeric"
        min={0}
        max={GOAL_TARGET_MAX}
        placeholder={current === undefined ? '24' : String(current)}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" loading={setGoal.isPending} loadingLabel={t('goals.saving')}>
        {t('goals.save')}
      </Button>
    </form>
  );
}
