import type { ImportJob } from '@shelfmark/contract';
import { InlineError, linkClassName } from '@shelfmark/design-system';
import { formatDate, useT } from '@shelfmark/i18n';
import { Link } from 'react-router-dom';
import { isImportActive, useUndoImport } from '@shelfmark/api-client/imports';
import { ImportProgress } from './import-progress';
import { ImportStatusBadge } from '../shared/import-status-badge';
import { ImportSummary } from './import-summary';
import { ReviewInbox } from './review-inbox';
import { RowList } from './row-list';
import { UndoImport } from './undo-import';
import { UndoneNotice } from './undone-notice';

/**
 * A job's progress, counts and notices, the way to undo it, and its rows as they come: the
 * review inbox, the rows matched with their confidence, the rows that failed or were skipped
 * with their reasons. Everything fills while the job runs (docs/adr/0007-import-export-screens.md).
 */
export function ImportJobView({ job }: { job: ImportJob }) {
  const t = useT('account');
  const active = isImportActive(job);
  const undone = job.status === 'undone';
  const undo = useUndoImport();
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
      {undone && <UndoneNotice job={job} result={undo.data} />}
      <ImportSummary job={job} />
      {active && <p className="account-page__intro">{t('importJob.leaveHint')}</p>}
      {job.status === 'done' && (
        <p>
          <Link to="/library" className={linkClassName()}>
            {t('importJob.toLibrary')}
          </Link>
        </p>
      )}
      {/* An undone import's inbox is closed and its matches are gone from the shelf. */}
      {!undone && (job.counts.review > 0 || job.status === 'needs_review') && <ReviewInbox job={job} />}
      {!undone && job.counts.matched > 0 && <RowList jobId={job.id} kind="matched" />}
      {job.counts.failed > 0 && <RowList jobId={job.id} kind="failed" />}
      {job.counts.skipped > 0 && <RowList jobId={job.id} kind="skipped" />}
      {!undone && <UndoImport job={job} undo={undo} />}
    </>
  );
}
