import { ReviewYearParamSchema } from '@shelfmark/contract';
import { useYearReview } from '@shelfmark/api-client/year';
import { Button, EmptyState, InlineError, Loader, linkClassName } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { Link, useParams } from 'react-router-dom';
import '../year-share-messages';
import { YearPicker } from './year-picker';
import { YearView } from './year-view';
import { ownView } from './year-view-model';

/** /year/{year}: the signed-in user's year in review, printable, with a way to share it. */
export function YearReviewScreen() {
  const t = useT('library');
  const value = useParams()['year'] ?? '';
  const parsed = ReviewYearParamSchema.safeParse(value);
  if (!parsed.success) {
    const now = new Date().getFullYear();
    return (
      <div className="sm-page year-review">
        <EmptyState
          title={t('year.badYear', { value })}
          action={
            <Link to={`/year/${now}`} className={linkClassName()}>
              {t('year.goToYear', { year: now })}
            </Link>
          }
        />
      </div>
    );
  }
  return <YearReviewOf year={parsed.data} />;
}

function YearReviewOf({ year }: { year: number }) {
  const t = useT('library');
  const query = useYearReview(year);
  const review = query.data && query.data.year === year ? query.data : undefined;
  return (
    <div className="sm-page year-review">
      <header className="year-review__header">
        <h1>{t('year.title', { year })}</h1>
        <div className="year-review__actions">
          <YearPicker year={year} years={query.data?.years ?? []} />
          <Link to={`/shares?year=${year}`} className="sm-button sm-button--secondary sm-button--md">
            {t('year.share')}
          </Link>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('year.print')}
          </Button>
        </div>
      </header>
      {query.isError ? (
        <InlineError onRetry={() => void query.refetch()}>{t('year.loadFailed')}</InlineError>
      ) : !review ? (
        <Loader block />
      ) : review.items.length === 0 && review.episodesByMonth.every((count) => count === 0) ? (
        <EmptyState
          title={t('year.empty', { year })}
          description={t('year.emptyHint', { year })}
          action={
            <Link to="/library?page=1&library=read&type=0&genre=0" className={linkClassName()}>
              {t('year.toLibrary')}
            </Link>
          }
        />
      ) : (
        <YearView review={ownView(review)} />
      )}
      <p className="year-review__printed">{t('year.printedFrom')}</p>
    </div>
  );
}
