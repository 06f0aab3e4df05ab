import { useConfirmEmail } from '@shelfmark/api-client/account';
import { Button, InlineError, linkClassName } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { Link, useParams } from 'react-router-dom';
import { serverMessage } from '../shared/server-message';

/**
 * The page the link mailed to a new address opens; it works without sign-in. Confirming takes
 * a click, so a mail scanner that follows the link changes nothing.
 */
export function ConfirmEmailPage() {
  const t = useT('account');
  const token = useParams()['token'] ?? '';
  const confirm = useConfirmEmail();

  return (
    <section className="sm-page account-page account-page--narrow">
      <h1>{t('confirmEmail.title')}</h1>
      {confirm.isSuccess ? (
        <div role="status" className="account-confirmation">
          <p>{t('confirmEmail.done')}</p>
          <Link to="/" className={linkClassName()}>
            {t('confirmEmail.home')}
          </Link>
        </div>
      ) : (
        <div className="account-confirmation">
          <p className="account-page__intro">{t('confirmEmail.intro')}</p>
          {confirm.isError && <InlineError>{serverMessage(confirm.error) ?? t('confirmEmail.failed')}</InlineError>}
          <Button loading={confirm.isPending} loadingLabel={t('confirmEmail.confirming')} onClick={() => confirm.mutate({ token })}>
            {t('confirmEmail.submit')}
          </Button>
        </div>
      )}
    </section>
  );
}
