import type { ImportRowState } from '@shelfmark/contract';
import { InlineError, Loader, Pager } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { IMPORT_ROWS_PAGE_SIZE, useImportRows } from '../api/list-import-rows';
import { RowDetails } from './row-details';

/** The rows that failed or were skipped, each with the reason, a page at a time. */
export function RowList({ jobId, state }: { jobId: number; state: Extract<ImportRowState, 'failed' | 'skipped'> }) {
  const t = useT('account');
  const [page, setPage] = useState(1);
  const rows = useImportRows(jobId, state, page);
  const headingId = `import-rows-${state}-heading`;

  const body = () => {
    if (rows.isPending) return <Loader label={t('importRows.loading')} />;
    if (rows.isError) return <InlineError onRetry={() => void rows.refetch()}>{t('importRows.failed')}</InlineError>;
    return (
      <>
        <ul className="account-requests">
          {rows.data.rows.map((row) => (
            <li key={row.id} className="account-request account-import-row">
              <div className="account-request__summary">
                <span className="account-import-row__title">{row.title || t('importRow.untitled')}</span>
                {row.creator && <span className="account-request__creator">{t('request.by', { creator: row.creator })}</span>}
              </div>
              <p className={`account-import-row__reason account-import-row__reason--${state}`}>
                {row.reason ?? t('importRow.noReason')}
              </p>
              <RowDetails row={row} />
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          totalPages={Math.ceil(rows.data.total / IMPORT_ROWS_PAGE_SIZE)}
          onPageChange={setPage}
          placement="bottom"
          label={t(`importRows.pager.${state}`)}
        />
      </>
    );
  };

  return (
    <section aria-labelledby={headingId} className="account-section">
      <h2 id={headingId}>{t(`importRows.heading.${state}`)}</h2>
      <p className="account-page__intro">{t(`importRows.intro.${state}`)}</p>
      {body()}
    </section>
  );
}
