import { REVIEW_YEAR_MAX, REVIEW_YEAR_MIN } from '@shelfmark/contract';
import { Select } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { Link, useNavigate } from 'react-router-dom';

/** Previous and next year, and a list of the years with finishes (and this one) to jump to. */
export function YearPicker({ year, years }: { year: number; years: readonly number[] }) {
  const t = useT('library');
  const navigate = useNavigate();
  const choices = [...new Set([new Date().getFullYear(), year, ...years])].sort((a, b) => b - a);
  return (
    <nav className="year-review__picker" aria-label={t('year.pickYear')}>
      {year > REVIEW_YEAR_MIN && (
        <Link to={`/year/${year - 1}`} aria-label={t('year.previousLabel', { year: year - 1 })} className="year-review__step">
          ‹ {t('year.previous', { year: year - 1 })}
        </Link>
      )}
      <Select
        label={t('year.pickYear')}
        hideLabel
        value={String(year)}
        options={choices.map((choice) => ({ value: String(choice), label: String(choice) }))}
        onChange={(event) => navigate(`/year/${event.target.value}`)}
      />
      {year < REVIEW_YEAR_MAX && (
        <Link to={`/year/${year + 1}`} aria-label={t('year.nextLabel', { year: year + 1 })} className="year-review__step">
          {t('year.next', { year: year + 1 })} ›
        </Link>
      )}
    </nav>
  );
}
