import { StarRating } from '@shelfmark/design-system';
import { formatDate, useT } from '@shelfmark/i18n';
import type { ReactNode } from 'react';
import { useLengthText } from './use-length-text';
import { YearItemCover } from './year-item-link';
import type { ViewItem, ViewReview } from './year-view-model';

function finishedText(item: ViewItem): string {
  if (item.finishedPrecision === 'month') return formatDate(`${item.finished}T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return formatDate(`${item.finished}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
}

function Highlight({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="year-review__highlight">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** Highest rated, the longest of each type, first and last finished, favourite tags: each only when the year has it. */
export function YearHighlights({ review }: { review: ViewReview }) {
  const t = useT('library');
  const lengthText = useLengthText();
  const at = (index: number | null) => (index === null ? undefined : review.items[index]);
  const first = at(review.first);
  const last = at(review.last);
  const rated = review.highestRated.flatMap((index) => at(index) ?? []);
  const longest = review.longest.flatMap((index) => at(index) ?? []);
  return (
    <section className="year-review__highlights" aria-labelledby="year-highlights-heading">
      <h2 id="year-highlights-heading">{t('year.highlightsHeading')}</h2>
      <div className="year-review__highlight-grid">
        {review.showRatings && rated.length > 0 && (
          <Highlight title={t('year.highestRated')}>
            <ol className="year-review__ranked">
              {rated.map((item) => (
                <li key={item.key}>
                  <YearItemCover item={item} size="sm" />
                  <StarRating value={item.rating ?? 0} readOnly size="sm" label={t('year.ratingOf', { rating: item.rating })} />
                </li>
              ))}
            </ol>
          </Highlight>
        )}
        {longest.length > 0 && (
          <Highlight title={t('year.longest')}>
            <ul className="year-review__ranked">
              {longest.map((item) => (
                <li key={item.key}>
                  <YearItemCover item={item} size="sm" />
                  <span className="year-review__note">{item.length !== null && lengthText(item.type, item.length)}</span>
                </li>
              ))}
            </ul>
          </Highlight>
        )}
        {first && last && (
          <Highlight title={t('year.firstAndLast')}>
            <dl className="year-review__ends">
              {(
                [
                  ['first', t('year.firstFinished'), first],
                  ['last', t('year.lastFinished'), last],
                ] as const
              ).map(([key, label, item]) => (
                <div key={key}>
                  <dt>{label}</dt>
                  <dd>
                    <YearItemCover item={item} size="sm" />
                    <span className="year-review__note">{finishedText(item)}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </Highlight>
        )}
        {review.tags.length > 0 && (
          <Highlight title={t('year.favouriteTags')}>
            <ul className="year-review__tags">
              {review.tags.map((tag) => (
                <li key={tag.tag}>
                  <span className="year-review__tag">{tag.tag}</span> <span className="year-review__note">{t('year.tagCount', { count: tag.count })}</span>
                </li>
              ))}
            </ul>
          </Highlight>
        )}
      </div>
    </section>
  );
}
