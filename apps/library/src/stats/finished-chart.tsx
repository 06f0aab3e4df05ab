import type { Stats } from '@shelfmark/contract';
import { useT } from '@shelfmark/i18n';
import { BarChart } from './bar-chart';
import { periodBars } from './period-bars';
import './stats-messages';

/** Finished per month of the year, or per year of all time, with what the chart cannot place said below it. */
export function FinishedChart({ stats }: { stats: Stats }) {
  const t = useT('library');
  const byMonth = stats.year !== null;
  const bars = periodBars(stats.finishedByPeriod.map(({ period, finished }) => ({ period, value: finished })), byMonth);
  const title = t(byMonth ? 'stats.byMonth' : 'stats.byYear');
  return (
    <section className="stats-card stats-card--wide" aria-label={title}>
      <h2 className="stats-card__title">{title}</h2>
      {bars.length === 0 ? (
        <p>{t('stats.noFinishes')}</p>
      ) : (
        <BarChart
          title={title}
          bars={bars}
          columns={{ label: t(byMonth ? 'stats.month' : 'stats.yearColumn'), value: t('stats.finished') }}
        />
      )}
      {stats.finishedUndated > 0 && (
        <p className="stats-card__note">
          {byMonth ? t('stats.undatedInYear', { count: stats.finishedUndated, year: stats.year }) : t('stats.undated', { count: stats.finishedUndated })}
        </p>
      )}
    </section>
  );
}
