import type { Stats } from '@shelfmark/contract';
import { useT } from '@shelfmark/i18n';
import { BarChart } from './bar-chart';
import { periodBars } from './period-bars';
import './stats-messages';

/** TV episodes watched per month of the year, or per year of all time; drawn only when some were. */
export function EpisodesChart({ stats }: { stats: Stats }) {
  const t = useT('library');
  if (stats.episodesWatched === 0) return null;
  const byMonth = stats.year !== null;
  const bars = periodBars(stats.episodesByPeriod.map(({ period, episodes }) => ({ period, value: episodes })), byMonth);
  const title = t(byMonth ? 'stats.episodesByMonth' : 'stats.episodesByYear');
  return (
    <section className="stats-card stats-card--wide" aria-label={title}>
      <h2 className="stats-card__title">{title}</h2>
      <BarChart title={title} bars={bars} columns={{ label: t(byMonth ? 'stats.month' : 'stats.yearColumn'), value: t('stats.episodes') }} />
    </section>
  );
}
