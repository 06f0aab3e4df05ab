import type { Stats } from '@shelfmark/contract';
import { formatDate, useT } from '@shelfmark/i18n';
import { BarChart, type ChartBar } from './bar-chart';

const monthOf = (period: string) => new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5, 7)) - 1, 15));

/** Finished per month of the year, or per year of all time, with what the chart cannot place said below it. */
export function FinishedChart({ stats }: { stats: Stats }) {
  const t = useT('library');
  const byMonth = stats.year !== null;
  const bars: ChartBar[] = stats.finishedByPeriod.map(({ period, finished }) => ({
    key: period,
    shortLabel: byMonth ? formatDate(monthOf(period), { month: 'short', timeZone: 'UTC' }) : period,
    label: byMonth ? formatDate(monthOf(period), { month: 'long', year: 'numeric', timeZone: 'UTC' }) : period,
    value: finished,
  }));
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
