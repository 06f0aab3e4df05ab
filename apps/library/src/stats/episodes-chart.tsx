import type { Stats } from '@shelfmark/contract';
import { formatDate, useT } from '@shelfmark/i18n';
import { BarChart, type ChartBar } from './bar-chart';

const monthOf = (period: string) => new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5, 7)) - 1, 15));

/** TV episodes watched per month of the year, or per year of all time; drawn only when some were. */
export function EpisodesChart({ stats }: { stats: Stats }) {
  const t = useT('library');
  if (stats.episodesWatched === 0) return null;
  const byMonth = stats.year !== null;
  const bars: ChartBar[] = stats.episodesByPeriod.map(({ period, episodes }) => ({
    key: period,
    shortLabel: byMonth ? formatDate(monthOf(period), { month: 'short', timeZone: 'UTC' }) : period,
    label: byMonth ? formatDate(monthOf(period), { month: 'long', year: 'numeric', timeZone: 'UTC' }) : period,
    value: episodes,
  }));
  const title = t(byMonth ? 'stats.episodesByMonth' : 'stats.episodesByYear');
  return (
    <section className="stats-card stats-card--wide" aria-label={title}>
      <h2 className="stats-card__title">{title}</h2>
      <BarChart title={title} bars={bars} columns={{ label: t(byMonth ? 'stats.month' : 'stats.yearColumn'), value: t('stats.episodes') }} />
    </section>
  );
}
