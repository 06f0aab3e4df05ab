import { Button, ConfirmDialog, InlineError } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { useRemoveFromLibrary } from '../api/remove-from-library';

export function DeleteFromLibrary({ mediaID, usermediaID }: { mediaID: number; usermediaID: number }) {
  const t = useT('media');
  const [open, setOpen] = useState(false);
  const remove = useRemoveFromLibrary(mediaID, usermediaID);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('shelf.deleteFromLibrary')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('shelf.confirmTitle')}
        confirmLabel={t('shelf.confirmDelete')}
        busyLabel={t('shelf.removing')}
        cancelLabel={t('shelf.cancel')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setOpen(false) })}
        onCancel={() => setOpen(false)}
      >
        <p>{t('shelf.confirmWarning')}</p>
      </ConfirmDialog>
      {remove.error && <InlineError>{remove.error.message}</InlineError>}
    </>
  );
}
