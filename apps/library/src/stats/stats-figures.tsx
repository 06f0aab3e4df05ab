import type { Stats } from '@shelfmark/contract';
import { formatNumber, useT } from '@shelfmark/i18n';
import './stats-messages';

/** The headline figures as a description list: finished, DNF, pages, hours, episodes, days, rating, in progress. */
export function StatsFigures({ stats }: { stats: Stats }) {
  const t = useT('library');
  const none = t('stats.none');
  const hours = formatNumber(stats.minutesWatched / 60, { maximumFractionDigits: 1 });
  const figures: { key: string; label: string; value: string; note?: string }[] = [
    { key: 'finished', label: t('stats.finished'), value: formatNumber(stats.finished) },
    { key: 'dnf', label: t('stats.dnf'), value: formatNumber(stats.dnf) },
    { key: 'dnfRate', label: t('stats.dnfRate'), value: stats.dnfRate === null ? none : formatNumber(stats.dnfRate, { style: 'percent', maximumFractionDigits: 0 }) },
    { key: 'pages', label: t('stats.pagesRead'), value: formatNumber(stats.pagesRead) },
    {
      key: 'hours',
      label: t('stats.hoursWatched'),
      value: hours,
      ...(stats.episodesWithoutLength > 0 ? { note: t('stats.episodesWithoutLength', { count: stats.episodesWithoutLength }) } : {}),
    },
    { key: 'episodes', label: t('stats.episodesWatched'), value: formatNumber(stats.episodesWatched) },
    { key: 'days', label: t('stats.averageDays'), value: stats.averageDaysToFinish === null ? none : formatNumber(stats.averageDaysToFinish) },
    { key: 'rating', label: t('stats.averageRating'), value: stats.averageRating === null ? none : formatNumber(stats.averageRating, { maximumFractionDigits: 1 }) },
    { key: 'inProgress', label: t('stats.inProgress'), value: formatNumber(stats.inProgress) },
  ];
  return (
    <dl className="stats-figures">
      {figures.map((figure) => (
        <div key={figure.key} className="stats-figures__figure">
          <dt>{figure.label}</dt>
          <dd>
            <span className="stats-figures__value">{figure.value}</span>
            {figure.note && <span className="stats-figures__note">{figure.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
