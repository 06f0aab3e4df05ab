import { formatDate, useT } from '@shelfmark/i18n';
import { YearItemCover } from './year-item-link';
import { byMonth, type ViewItem } from './year-view-model';

const monthName = (year: number, month: number) => formatDate(new Date(Date.UTC(year, month, 15)), { month: 'long', timeZone: 'UTC' });

/** Twelve months of covers in the order they were finished (with the TV episodes watched in each), then the items known only by their year. */
export function MonthStrip({ year, items, episodes }: { year: number; items: readonly ViewItem[]; episodes?: readonly number[] | undefined }) {
  const t = useT('library');
  const { months, undated } = byMonth(items);
  const groups = [
    ...months.map((monthItems, month) => ({ key: String(month), name: monthName(year, month), items: monthItems, episodes: episodes?.[month] ?? 0 })),
    ...(undated.length > 0 ? [{ key: 'undated', name: t('year.undated', { year }), items: undated, episodes: 0 }] : []),
  ];
  return (
    <section className="year-review__months" aria-labelledby="year-months-heading">
      <h2 id="year-months-heading">{t('year.monthsHeading')}</h2>
      <ol className="year-review__month-list">
        {groups.map((group) => (
          <li key={group.key} className="year-review__month">
            <h3 className="year-review__month-name">
              {group.name} <span className="year-review__month-count">{t('year.monthItems', { count: group.items.length })}</span>
              {group.episodes > 0 && <span className="year-review__month-episodes">{t('year.monthEpisodes', { count: group.episodes })}</span>}
            </h3>
            {group.items.length === 0 ? (
              <p className="year-review__month-empty">{t('year.monthEmpty')}</p>
            ) : (
              <ul className="year-review__month-items">
                {group.items.map((item) => (
                  <li key={item.key}>
                    <YearItemCover item={item} size="fill" />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
