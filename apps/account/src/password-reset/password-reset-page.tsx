import { getResetTokenQueryOptions } from '@shelfmark/api-client/users';
import { MESSAGES } from '@shelfmark/contract';
import { InlineError, linkClassName, Loader } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PasswordResetForm } from './password-reset-form';

/** The page a mailed reset link opens; it works without sign-in. */
export function PasswordResetPage() {
  const t = useT('account');
  const token = useParams()['token'] ?? '';
  // A link without a token (/passwordreset alone) is invalid without asking the server.
  const validity = useQuery({ ...getResetTokenQueryOptions(token), enabled: token !== '' });
  const [done, setDone] = useState(false);

  const invalid = (
    <>
      <InlineError>{MESSAGES.invalidRequest}</InlineError>
      <Link to="/" className={linkClassName()}>
        {t('passwordReset.cancel')}
      </Link>
    </>
  );

  const body = () => {
    if (done) {
      return (
        <div role="status" className="account-confirmation">
          <p>{t('passwordReset.done')}</p>
          <Link to="/" className={linkClassName()}>
            {t('passwordReset.signIn')}
          </Link>
        </div>
      );
    }
    if (token === '') return invalid;
    if (validity.isPending) return <Loader block label={t('passwordReset.checking')} />;
    if (validity.isError) return <InlineError onRetry={() => void validity.refetch()}>{MESSAGES.somethingWentWrong}</InlineError>;
    if (!validity.data) return invalid;
    return <PasswordResetForm token={token} onDone={() => setDone(true)} />;
  };

  return (
    <section className="sm-page account-page account-page--narrow">
      <h1>{t('passwordReset.title')}</h1>
      {body()}
    </section>
  );
}
