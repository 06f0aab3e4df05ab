import { useDeleteTag } from '@shelfmark/api-client/tags';
import { Button, FailureNotice } from '@shelfmark/design-system';
import { ConfirmDialog } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** 'Delete Tag' for a tag with no media: asks first, then goes back to /tags. */
export function DeleteTagButton({ tagID, tagValue }: { tagID: number; tagValue: string }) {
  const t = useT('catalog');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteTag();

  const confirm = () =>
    remove.mutate(tagID, {
      onSuccess: () => navigate('/tags'),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('tag.delete')}
      </Button>
      {remove.isError && <FailureNotice error={remove.error} action="remove" />}
      <ConfirmDialog
        open={confirming}
        title={t('tag.deleteTitle')}
        confirmLabel={t('tag.delete')}
        busyLabel={t('tag.deleting')}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {t('tag.deleteWarning', { tag: tagValue })}
      </ConfirmDialog>
    </>
  );
}
