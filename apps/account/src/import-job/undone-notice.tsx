import type { ImportJob, ImportUndo } from '@shelfmark/contract';
import { formatDate, useT } from '@shelfmark/i18n';
import { useEffect, useRef } from 'react';

const TALLIES = ['removedEntries', 'restoredEntries', 'removedRecords', 'removedCatalogueRecords'] as const;

export interface UndoneNoticeProps {
  job: ImportJob;
  /** The undo's answer, when it was undone from this page just now. */
  result: ImportUndo | undefined;
}

/**
 * An undone import says so, with the date; just after the undo it also says what went back
 * and what was kept because the user changed it after the import. Focus comes here, since
 * the Undo button it replaces is gone.
 */
export function UndoneNotice({ job, result }: UndoneNoticeProps) {
  const t = useT('account');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result) headingRef.current?.focus();
  }, [result]);
  const done = result ? TALLIES.filter((name) => result[name] > 0) : [];

  return (
    <section aria-labelledby="import-undone-heading" className="account-section account-import-notices account-import-undone">
      <h2 id="import-undone-heading" ref={headingRef} tabIndex={-1}>
        {t('undo.undoneHeading')}
      </h2>
      <p>{t('undo.undoneOn', { date: formatDate(job.undoneAt ?? job.finishedAt ?? job.createdAt) })}</p>
      {result && (
        <p>
          <strong>{t('undo.done')}</strong>{' '}
          {done.length === 0 ? t('undo.nothing') : done.map((name) => t(`undo.tally.${name}`, { count: result[name] })).join(' · ')}
        </p>
      )}
      {result && result.kept.length > 0 && (
        <>
          <p>{t('undo.keptHeading')}</p>
          <ul>
            {result.kept.map((note, index) => (
              // Two readings of one title are kept with the same words.
              <li key={`${index}-${note}`}>{note}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
