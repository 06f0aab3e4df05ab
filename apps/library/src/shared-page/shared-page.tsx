import { ApiError } from '@shelfmark/api-client';
import { useSharedView } from '@shelfmark/api-client/shares';
import type { SharedView } from '@shelfmark/contract';
import { EmptyState, InlineError, Loader } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useParams, useSearchParams } from 'react-router-dom';
import '../year-share-messages';
import { YearView } from '../year-review/year-view';
import { sharedView } from '../year-review/year-view-model';
import { SharedShelf } from './shared-shelf';
import './shared-page.css';

function SharedContent({ view, page, onPage }: { view: SharedView; page: number; onPage: (page: number) => void }) {
  const t = useT('library');
  if (view.kind === 'year') {
    return (
      <>
        <h1>{view.title ?? t('shared.yearTitle', { year: view.year })}</h1>
        <YearView review={sharedView(view.review)} />
      </>
    );
  }
  return <SharedShelf view={view} page={page} onPage={onPage} />;
}

/**
 * /shared/{token}: what a share link shows, for anyone who has it, signed in or not. The page
 * asks search engines to stay away (the server also sends the page with noindex).
 */
export function SharedPage() {
  const t = useT('library');
  const token = useParams()['token'] ?? '';
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useSharedView(token, page);
  const status = query.error instanceof ApiError ? query.error.status : undefined;
  return (
    <div className="sm-page shared-page year-review">
      <meta name="robots" content="noindex, nofollow, noarchive" />
      <p className="shared-page__from">{t('shared.sharedWith')}</p>
      {query.isError ? (
        status === 404 ? (
          <EmptyState title={t('shared.gone')} />
        ) : (
          <InlineError onRetry={() => void query.refetch()}>{status === 429 ? t('shared.tooMany') : t('shared.failed')}</InlineError>
        )
      ) : !query.data ? (
        <Loader block label={t('shared.loading')} />
      ) : (
        <SharedContent view={query.data} page={page} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
      )}
    </div>
  );
}
