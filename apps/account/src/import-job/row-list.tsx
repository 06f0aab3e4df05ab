import type { ImportRow, ImportRowOutcome, ImportRowState } from '@shelfmark/contract';
import { InlineError, Loader, Pager } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { IMPORT_ROWS_PAGE_SIZE, useImportRows } from '@shelfmark/api-client/imports';
import { MatchedTo } from './matched-to';
import { RowDetails } from './row-details';

/** The lists of settled rows a job page shows: matched to the catalogue, failed, skipped. */
export type RowListKind = 'matched' | 'failed' | 'skipped';

const FILTERS: Record<RowListKind, { state: ImportRowState; outcome?: ImportRowOutcome }> = {
  matched: { state: 'imported', outcome: 'matched' },
  failed: { state: 'failed' },
  skipped: { state: 'skipped' },
};

function RowItem({ row, kind }: { row: ImportRow; kind: RowListKind }) {
  const t = useT('account');
  return (
    <li className="account-request account-import-row">
      <div className="account-request__summary">
        <span className="account-import-row__title">{row.title || t('importRow.untitled')}</span>
        {row.creator && <span className="account-request__creator">{t('request.by', { creator: row.creator })}</span>}
      </div>
      {kind === 'matched' ? (
        <MatchedTo row={row} />
      ) : (
        <p className={`account-import-row__reason account-import-row__reason--${kind}`}>{row.reason ?? t('importRow.noReason')}</p>
      )}
      <RowDetails row={row} />
    </li>
  );
}

/**
 * One kind of settled rows, a page at a time, each with what became of it: the record it was
 * matched to and how sure the match is, or the reason it failed or was skipped. The job's
 * polls refetch the page when rows move, so the list fills while the job runs.
 */
export function RowList({ jobId, kind }: { jobId: number; kind: RowListKind }) {
  const t = useT('account');
  const [page, setPage] = useState(1);
  const { state, outcome } = FILTERS[kind];
  const rows = useImportRows(jobId, state, page, outcome);
  const headingId = `import-rows-${kind}-heading`;

  const body = () => {
    if (rows.isPending) return <Loader label={t('importRows.loading')} />;
    if (rows.isError) return <InlineError onRetry={() => void rows.refetch()}>{t('importRows.failed')}</InlineError>;
    return (
      <>
        <ul className="account-requests">
          {rows.data.rows.map((row) => (
            <RowItem key={row.id} row={row} kind={kind} />
          ))}
        </ul>
        <Pager
          page={page}
          totalPages={Math.ceil(rows.data.total / IMPORT_ROWS_PAGE_SIZE)}
          onPageChange={setPage}
          placement="bottom"
          label={t(`importRows.pager.${kind}`)}
        />
      </>
    );
  };

  return (
    <section aria-labelledby={headingId} className="account-section">
      <h2 id={headingId}>{t(`importRows.heading.${kind}`)}</h2>
      <p className="account-page__intro">{t(`importRows.intro.${kind}`)}</p>
      {body()}
    </section>
  );
}
