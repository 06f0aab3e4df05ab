import type { ImportJob } from '@shelfmark/contract';
import { InlineError, linkClassName } from '@shelfmark/design-system';
import { formatDate, useT } from '@shelfmark/i18n';
import { Link } from 'react-router-dom';
import { isImportActive } from '../api/get-import';
import { ImportProgress } from './import-progress';
import { ImportStatusBadge } from './import-status-badge';
import { ImportSummary } from './import-summary';
import { ReviewInbox } from './review-inbox';
import { RowList } from './row-list';

/**
 * A job's progress and counts; once the file is processed, its review inbox and the rows
 * that failed or were skipped, each with its reason.
 */
export function ImportJobView({ job }: { job: ImportJob }) {
  const t = useT('account');
  const active = isImportActive(job);
  return (
    <>
      <header className="account-import-header">
        <h1>{t('importJob.titleWithFile', { fileName: job.fileName })}</h1>
        <p className="account-request__meta">
          <span>
            {t(`importSources.${job.source}`)} · {t('pastImports.startedOn', { date: formatDate(job.createdAt) })}
          </span>
          <ImportStatusBadge status={job.status} />
        </p>
      </header>
      <ImportProgress job={job} />
      {job.status === 'failed' && (
        <InlineError>
          {t('importJob.jobFailed', { reason: job.error ?? t('importJob.noReason') })}{' '}
          <Link to="/imports" className={linkClassName()}>
            {t('importJob.tryAgain')}
          </Link>
        </InlineError>
      )}
      <ImportSummary counts={job.counts} />
      {active && <p className="account-page__intro">{t('importJob.leaveHint')}</p>}
      {!active && (job.counts.review > 0 || job.status === 'needs_review') && <ReviewInbox job={job} />}
      {!active && job.counts.failed > 0 && <RowList jobId={job.id} state="failed" />}
      {!active && job.counts.skipped > 0 && <RowList jobId={job.id} state="skipped" />}
      {job.status === 'done' && (
        <p>
          <Link to="/library" className={linkClassName()}>
            {t('importJob.toLibrary')}
          </Link>
        </p>
      )}
    </>
  );
}
