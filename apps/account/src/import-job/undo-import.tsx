import type { ImportJob } from '@shelfmark/contract';
import { Button, InlineError } from '@shelfmark/design-system';
import { ConfirmDialog } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { isImportActive, type useUndoImport } from '@shelfmark/api-client/imports';
import { serverMessage } from '../shared/server-message';

export interface UndoImportProps {
  job: ImportJob;
  /** The page's undo mutation: its answer is shown at the top once the job is undone. */
  undo: ReturnType<typeof useUndoImport>;
}

/** Undo a whole import: a button, and a confirmation that says what goes back and what is kept. */
export function UndoImport({ job, undo }: UndoImportProps) {
  const t = useT('account');
  const [confirming, setConfirming] = useState(false);
  const confirm = () => undo.mutate(job.id, { onSettled: () => setConfirming(false) });

  return (
    <section aria-labelledby="import-undo-heading" className="account-section account-import-undo">
      <h2 id="import-undo-heading">{t('undo.heading')}</h2>
      <p className="account-page__intro">{t('undo.intro')}</p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('undo.button')}
      </Button>
      {undo.isError && <InlineError onRetry={confirm}>{serverMessage(undo.error) ?? t('undo.failed')}</InlineError>}
      <ConfirmDialog
        open={confirming}
        title={t('undo.title')}
        confirmLabel={t('undo.confirm')}
        busyLabel={t('undo.busy')}
        busy={undo.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <div className="account-import-undo__body">
          <p>{t('undo.body')}</p>
          {isImportActive(job) && <p>{t('undo.bodyRunning')}</p>}
          {job.counts.review > 0 && <p>{t('undo.bodyReview')}</p>}
        </div>
      </ConfirmDialog>
    </section>
  );
}
