import { useDeleteAccount } from '@shelfmark/api-client/account';
import { deleteAccountFormSchema } from '@shelfmark/contract';
import { Button, InlineError, TextField } from '@shelfmark/design-system';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { clearToken } from '@shelfmark/session';
import { useMemo, useState } from 'react';
import { serverMessage } from '../../shared/server-message';
import { useExportDownload } from '../your-data/use-export-download';
import { reloadAtRoot } from '../reload-page';

const EMPTY = { password: '', typed: '' };

/**
 * The danger zone: a first button opens it; it offers the JSON export before anything else,
 * then asks the password and the username typed out. Once the account is gone the browser
 * forgets its token and starts again at the root, signed out.
 */
export function DeleteAccount({ username }: { username: string }) {
  const t = useT('account');
  const [open, setOpen] = useState(false);
  const download = useExportDownload();
  const remove = useDeleteAccount();
  const schema = useMemo(() => deleteAccountFormSchema(username, t('yourAccount.delete.mismatch', { username })), [username, t]);
  const form = useSchemaForm(schema, { initial: EMPTY });

  const close = () => {
    setOpen(false);
    form.reset(EMPTY);
    remove.reset();
  };
  const signedOut = () => {
    clearToken();
    reloadAtRoot();
  };

  return (
    <section aria-labelledby="delete-account-heading" className="account-section account-danger-zone">
      <h3 id="delete-account-heading">{t('yourAccount.delete.heading')}</h3>
      <p className="account-page__intro">{t('yourAccount.delete.intro')}</p>
      {!open ? (
        <div>
          <Button variant="danger" onClick={() => setOpen(true)}>
            {t('yourAccount.delete.start')}
          </Button>
        </div>
      ) : (
        <>
          <div className="account-confirmation">
            <p>{t('yourAccount.delete.exportFirst')}</p>
            <Button variant="secondary" loading={download.isPending} loadingLabel={t('yourAccount.delete.preparing')} onClick={() => download.mutate('json')}>
              {t('yourAccount.delete.export')}
            </Button>
            {download.isSuccess && <p role="status">{t('yourAccount.delete.downloaded', { fileName: download.data })}</p>}
            {download.isError && <InlineError onRetry={() => download.mutate('json')}>{serverMessage(download.error) ?? t('yourAccount.delete.exportFailed')}</InlineError>}
          </div>
          <form className="account-form" noValidate onSubmit={form.submit(({ password }) => remove.mutate({ password }, { onSuccess: signedOut }))}>
            <TextField label={t('yourAccount.delete.password')} type="password" autoComplete="current-password" {...form.field('password')} />
            <TextField label={t('yourAccount.delete.typeToConfirm', { username })} autoComplete="off" spellCheck={false} {...form.field('typed')} />
            {remove.isError && <InlineError>{serverMessage(remove.error) ?? t('yourAccount.delete.failed')}</InlineError>}
            <div className="account-form__actions">
              <Button variant="ghost" onClick={close}>
                {t('yourAccount.delete.cancel')}
              </Button>
              <Button type="submit" variant="danger" loading={remove.isPending} loadingLabel={t('yourAccount.delete.deleting')}>
                {t('yourAccount.delete.submit')}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
