import { EmptyState, InlineError, linkClassName, Loader } from '@shelfmark/design-system';
import { formatDate, useT } from '@shelfmark/i18n';
import { Link } from 'react-router-dom';
import { useImports } from '@shelfmark/api-client/imports';
import { ImportStatusBadge } from '../shared/import-status-badge';

/** Every import of the user, newest first, each linking to its page. */
export function PastImports() {
  const t = useT('account');
  const imports = useImports();

  const body = () => {
    if (imports.isPending) return <Loader label={t('pastImports.loading')} />;
    if (imports.isError) return <InlineError onRetry={() => void imports.refetch()}>{t('pastImports.failed')}</InlineError>;
    if (imports.data.length === 0) return <EmptyState title={t('pastImports.empty')} />;
    return (
      <ul className="account-requests">
        {imports.data.map((job) => (
          <li key={job.id} className="account-request">
            <div className="account-request__summary">
              <Link to={`/imports/${job.id}`} className={linkClassName()}>
                {job.fileName}
              </Link>
              <span className="account-request__creator">{t(`importSources.${job.source}`)}</span>
            </div>
            <div className="account-request__meta">
              <span>
                {t('pastImports.startedOn', { date: formatDate(job.createdAt) })}
                {' · '}
                {t('pastImports.counts', { imported: job.counts.imported, count: job.total })}
                {job.counts.review > 0 && ` · ${t('pastImports.review', { count: job.counts.review })}`}
              </span>
              <ImportStatusBadge status={job.status} />
            </div>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section aria-labelledby="past-imports-heading" className="account-section">
      <h2 id="past-imports-heading">{t('pastImports.heading')}</h2>
      {body()}
    </section>
  );
}
