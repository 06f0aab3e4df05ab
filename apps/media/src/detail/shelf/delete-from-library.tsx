import { type EntryRef, useRemoveFromLibrary } from '@shelfmark/api-client/usermedias';
import { Button, FailureNotice } from '@shelfmark/design-system';
import { ConfirmDialog } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';

/** A quiet button at the end of the page; the spec's confirmation does the warning. */
export function DeleteFromLibrary({ entry }: { entry: EntryRef }) {
  const t = useT('media');
  const [open, setOpen] = useState(false);
  const remove = useRemoveFromLibrary();
  return (
    <div className="media-detail__remove">
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('shelf.deleteFromLibrary')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('shelf.confirmTitle')}
        confirmLabel={t('shelf.confirmDelete')}
        busyLabel={t('shelf.removing')}
        cancelLabel={t('shelf.cancel')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ usermediaID: entry.usermediaID, mediaID: entry.mediaID }, { onSettled: () => setOpen(false) })}
        onCancel={() => setOpen(false)}
      >
        <p>{t('shelf.confirmWarning')}</p>
      </ConfirmDialog>
      {remove.error && <FailureNotice error={remove.error} action="remove" />}
    </div>
  );
}
