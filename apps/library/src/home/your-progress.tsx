import { useGoals } from '@shelfmark/api-client/goals';
import { useSeriesUnderWay } from '@shelfmark/api-client/series';
import { seriesProgressLine } from '@shelfmark/contract';
import { InlineError, linkClassName, SeriesProgressLine } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { GoalList } from '../shared/goal-list';
import { renderRouterLink } from '../shared/render-router-link';
import './your-progress.css';

/**
 * Home's last section: this year's goals ("7 of 24 — 2 ahead of schedule", or a link to set
 * one) and the series under way with what comes next. Below Favorites, so nothing above moves
 * when it arrives; it is not part of Home's first answers.
 */
export function YourProgress() {
  const t = useT('library');
  const headingId = useId();
  const year = new Date().getFullYear();
  const goals = useGoals(year);
  const series = useSeriesUnderWay();
  return (
    <section className="library-home__section your-progress" aria-labelledby={headingId}>
      <div className="your-progress__card">
        <h2 id={headingId}>{t('goals.homeTitle', { year })}</h2>
        {goals.isError && <InlineError onRetry={() => void goals.refetch()}>{t('stats.loadFailed')}</InlineError>}
        {goals.data && goals.data.goals.length > 0 && <GoalList goals={goals.data.goals} year={goals.data.year} />}
        <Link to={`/stats?year=${year}`} className={linkClassName()}>
          {goals.data && goals.data.goals.length === 0 ? t('goals.setOne') : t('goals.seeStats')}
        </Link>
      </div>
      {series.isError && <InlineError onRetry={() => void series.refetch()}>{t('stats.loadFailed')}</InlineError>}
      {series.data && series.data.length > 0 && (
        <div className="your-progress__card">
          <h2>{t('series.title')}</h2>
          <ul className="your-progress__series">
            {series.data.map((progress) => (
              <li key={progress.seriesID}>
                <Link to={`/series/${progress.seriesID}`} className={linkClassName()}>
                  {progress.name}
                </Link>
                <SeriesProgressLine {...seriesProgressLine(progress)} renderLink={renderRouterLink} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
