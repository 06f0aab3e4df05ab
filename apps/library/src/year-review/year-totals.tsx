import { useT } from '@shelfmark/i18n';
import type { YearTotal } from '@shelfmark/contract';
import { useLengthText } from './use-length-text';

/** The year's headline: how much was finished, in all and per type, with the lengths that add up, and the TV episodes watched. */
export function YearTotals({ totals, episodes = 0 }: { totals: readonly YearTotal[]; episodes?: number }) {
  const t = useT('library');
  const lengthText = useLengthText();
  const finished = totals.reduce((sum, total) => sum + total.finished, 0);
  return (
    <section className="year-review__totals" aria-labelledby="year-totals-heading">
      <h2 id="year-totals-heading" className="sm-visually-hidden">
        {t('year.totalsHeading')}
      </h2>
      <p className="year-review__total">{t('year.finishedTotal', { count: finished })}</p>
      <ul className="year-review__type-totals">
        {totals.map((total) => (
          <li key={total.type} className="year-review__type-total">
            <span className="year-review__type-count">{t(`types.${total.type}`, { count: total.finished })}</span>
            {total.length > 0 && <span className="year-review__type-length">{lengthText(total.type, total.length)}</span>}
          </li>
        ))}
      </ul>
      {episodes > 0 && <p className="year-review__episodes-total">{t('year.episodesTotal', { count: episodes })}</p>}
    </section>
  );
}
