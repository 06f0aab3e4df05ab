import { useChangeAdminUser, useDeleteAdminUser, useRemoveTwoFactor } from '@shelfmark/api-client/admin';
import type { AdminUser } from '@shelfmark/contract';
import { Button, FailureNotice } from '@shelfmark/design-system';
import { ConfirmDialog } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';

type Asked = 'disable' | 'twoFactor' | 'delete' | null;

/** Disable or enable, remove two-factor, delete: each but enabling asks first, naming the user. */
export function UserActions({ user }: { user: AdminUser }) {
  const t = useT('account');
  const [asked, setAsked] = useState<Asked>(null);
  const change = useChangeAdminUser();
  const removeTwoFactor = useRemoveTwoFactor();
  const remove = useDeleteAdminUser();
  const username = user.username;
  const close = () => setAsked(null);

  const dialogs = {
    disable: {
      title: t('admin.users.disableTitle', { username }),
      body: t('admin.users.disableBody', { username }),
      confirmLabel: t('admin.users.disable'),
      busyLabel: t('admin.users.disabling'),
      mutation: change,
      run: () => change.mutate({ userID: user.userID, disabled: true }, { onSettled: close }),
    },
    twoFactor: {
      title: t('admin.users.removeTwoFactorTitle', { username }),
      body: t('admin.users.removeTwoFactorBody', { username }),
      confirmLabel: t('admin.users.removeTwoFactor'),
      busyLabel: t('admin.users.removing'),
      mutation: removeTwoFactor,
      run: () => removeTwoFactor.mutate(user.userID, { onSettled: close }),
    },
    delete: {
      title: t('admin.users.deleteTitle', { username }),
      body: t('admin.users.deleteBody', { username }),
      confirmLabel: t('admin.users.deleteConfirm', { username }),
      busyLabel: t('admin.users.deleting'),
      mutation: remove,
      run: () => remove.mutate(user.userID, { onSettled: close }),
    },
  } as const;
  const dialog = asked ? dialogs[asked] : null;
  const failed = [change, removeTwoFactor, remove].find((mutation) => mutation.isError);

  return (
    <div className="admin-users__actions">
      {user.disabled ? (
        <Button variant="secondary" size="sm" loading={change.isPending} onClick={() => change.mutate({ userID: user.userID, disabled: false })}>
          {t('admin.users.enable')}
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setAsked('disable')}>
          {t('admin.users.disable')}
        </Button>
      )}
      {user.twoFactor && (
        <Button variant="secondary" size="sm" onClick={() => setAsked('twoFactor')}>
          {t('admin.users.removeTwoFactor')}
        </Button>
      )}
      <Button variant="danger" size="sm" onClick={() => setAsked('delete')}>
        {t('admin.users.delete')}
      </Button>
      {failed && <FailureNotice error={failed.error} action={failed === remove ? 'remove' : 'save'} />}
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        confirmLabel={dialog?.confirmLabel}
        busyLabel={dialog?.busyLabel}
        busy={dialog?.mutation.isPending ?? false}
        onConfirm={() => dialog?.run()}
        onCancel={close}
      >
        <p>{dialog?.body}</p>
      </ConfirmDialog>
    </div>
  );
}
