import { useAccountEmail, useChangeEmail } from '@shelfmark/api-client/account';
import { ChangeEmailSchema } from '@shelfmark/contract';
import { Button, FailureNotice, InlineError, Loader, TextField } from '@shelfmark/design-system';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { formatDateTime, useT } from '@shelfmark/i18n';
import { serverMessage } from '../../shared/server-message';

/** The email in use, a change waiting for its link, and the form asking for a new one (confirmed through the new address). */
export function ChangeEmail() {
  const t = useT('account');
  const email = useAccountEmail();
  const change = useChangeEmail();
  const form = useSchemaForm(ChangeEmailSchema, { initial: { email: '', password: '' } });

  const state = () => {
    if (email.isError) return <FailureNotice error={email.error} action="load" onRetry={() => void email.refetch()} />;
    if (!email.data) return <Loader label={t('yourAccount.email.loading')} />;
    return (
      <>
        <p>{t('yourAccount.email.current', { email: email.data.email })}</p>
        {email.data.pending && (
          <p className="account-page__intro">{t('yourAccount.email.pending', { email: email.data.pending.email, date: formatDateTime(email.data.pending.expires) })}</p>
        )}
      </>
    );
  };

  return (
    <section aria-labelledby="change-email-heading" className="account-section">
      <h3 id="change-email-heading">{t('yourAccount.email.heading')}</h3>
      {state()}
      <form
        className="account-form"
        noValidate
        onSubmit={form.submit((body) =>
          change.mutate(body, { onSuccess: () => form.reset({ email: '', password: '' }) }),
        )}
      >
        <TextField label={t('yourAccount.email.newEmail')} type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label={t('yourAccount.email.password')}
          type="password"
          autoComplete="current-password"
          hint={t('yourAccount.email.passwordHint')}
          {...form.field('password')}
        />
        {change.isError && <InlineError>{serverMessage(change.error) ?? t('yourAccount.email.failed')}</InlineError>}
        <p role="status" className="account-page__intro">
          {change.isSuccess ? t('yourAccount.email.sent', { email: change.variables.email }) : ''}
        </p>
        <div className="account-form__actions">
          <Button type="submit" variant="secondary" loading={change.isPending} loadingLabel={t('yourAccount.email.sending')}>
            {t('yourAccount.email.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
