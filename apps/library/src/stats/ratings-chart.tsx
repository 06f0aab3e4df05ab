import type { Stats } from '@shelfmark/contract';
import { useT } from '@shelfmark/i18n';
import { BarChart } from './bar-chart';
import './stats-messages';

/** How many items got each number of stars, 1 to 10. */
export function RatingsChart({ stats }: { stats: Stats }) {
  const t = useT('library');
  const rated = stats.ratings.some((entry) => entry.count > 0);
  return (
    <section className="stats-card" aria-label={t('stats.ratings')}>
      <h2 className="stats-card__title">{t('stats.ratings')}</h2>
      {rated ? (
        <BarChart
          title={t('stats.ratings')}
          height={160}
          bars={stats.ratings.map(({ rating, count }) => ({ key: String(rating), shortLabel: `${rating}★`, label: t('stats.starCount', { count: rating }), value: count }))}
          columns={{ label: t('stats.stars'), value: t('stats.items') }}
        />
      ) : (
        <p>{t('stats.noRatings')}</p>
      )}
    </section>
  );
}
