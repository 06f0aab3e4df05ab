import type { ImportJob } from '@shelfmark/contract';
import { InlineError, Loader, Pager } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useEffect, useRef, useState } from 'react';
import { IMPORT_ROWS_PAGE_SIZE, isImportActive, useImportRows } from '@shelfmark/api-client/imports';
import { ReviewRow } from './review-row';

/**
 * The rows that matched nothing or matched weakly, for the user to match, create or skip.
 * It fills while the job runs: rows arrive in file order, after the ones already listed, so
 * nothing moves under the pointer (the job's polls refetch the page when rows move).
 */
export function ReviewInbox({ job }: { job: ImportJob }) {
  const t = useT('account');
  const [page, setPage] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rows = useImportRows(job.id, 'review', page);
  const lastPage = rows.data ? Math.max(1, Math.ceil(rows.data.total / IMPORT_ROWS_PAGE_SIZE)) : 1;

  // Resolving the last rows of the last page leaves it empty: show the page before.
  useEffect(() => {
    if (!rows.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [page, lastPage, rows.isPlaceholderData]);

  const resolved = (message: string) => {
    setAnnouncement(message);
    // The row leaves the list; focus goes somewhere stable before the next one.
    headingRef.current?.focus();
  };

  const body = () => {
    if (rows.isPending) return <Loader label={t('inbox.loading')} />;
    if (rows.isError) return <InlineError onRetry={() => void rows.refetch()}>{t('inbox.failed')}</InlineError>;
    if (rows.data.rows.length === 0) return <p>{t('inbox.empty')}</p>;
    return (
      <>
        <ul className="account-requests">
          {rows.data.rows.map((row) => (
            <ReviewRow key={row.id} jobId={job.id} row={row} onResolved={resolved} />
          ))}
        </ul>
        <Pager page={page} totalPages={lastPage} onPageChange={setPage} placement="bottom" label={t('inbox.pager')} />
      </>
    );
  };

  return (
    <section aria-labelledby="inbox-heading" className="account-section">
      <h2 id="inbox-heading" ref={headingRef} tabIndex={-1}>
        {t('inbox.heading', { count: job.counts.review })}
      </h2>
      <p className="account-page__intro">{t('inbox.intro')}</p>
      {isImportActive(job) && <p className="account-page__intro">{t('inbox.filling')}</p>}
      <p role="status" className="sm-visually-hidden">
        {announcement}
      </p>
      {body()}
    </section>
  );
}
