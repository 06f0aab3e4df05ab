import { useStats } from '@shelfmark/api-client/stats';
import { InlineError, Loader } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useSearchParams } from 'react-router-dom';
import { EpisodesChart } from './episodes-chart';
import { FinishedChart } from './finished-chart';
import { GoalsPanel } from './goals-panel';
import { RatingsChart } from './ratings-chart';
import { StatsControls } from './stats-controls';
import { StatsFigures } from './stats-figures';
import { readStatsView, writeStatsView } from './stats-view';
import { LengthList, TopLists } from './top-lists';
import './stats-screen.css';
import './stats-messages';

/** /stats: a year's (or all time's) figures, charts and goals, for every media type or one, from one call. */
export function StatsScreen() {
  const t = useT('library');
  const [params, setParams] = useSearchParams();
  const thisYear = new Date().getFullYear();
  const view = readStatsView(params, thisYear);
  const query = useStats(view);
  const stats = query.data;
  return (
    <div className="sm-page stats-screen">
      <h1>{t('stats.title')}</h1>
      <StatsControls view={view} thisYear={thisYear} onChange={(next) => setParams(writeStatsView(next))} />
      {query.isError && !stats && (
        <InlineError onRetry={() => void query.refetch()} retryLabel={t('stats.retry')}>
          {t('stats.loadFailed')}
        </InlineError>
      )}
      {!stats && query.isPending && <Loader label={t('stats.loading')} block />}
      {stats && (
        <div className="stats-screen__grid" aria-busy={query.isPlaceholderData}>
          <section className="stats-card stats-card--wide" aria-label={t('stats.figures')}>
            <h2 className="sm-visually-hidden">{t('stats.figures')}</h2>
            <StatsFigures stats={stats} />
          </section>
          <GoalsPanel key={`${stats.year ?? 'all'}`} stats={stats} />
          <FinishedChart stats={stats} />
          <EpisodesChart stats={stats} />
          <RatingsChart stats={stats} />
          <TopLists stats={stats} />
          <LengthList stats={stats} />
        </div>
      )}
    </div>
  );
}
