import { useChangePassword } from '@shelfmark/api-client/account';
import { ChangePasswordFormSchema, VALIDATION_MESSAGES } from '@shelfmark/contract';
import { Button, InlineError, TextField } from '@shelfmark/design-system';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { serverMessage } from '../../shared/server-message';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The current password, then the new one twice; every other browser is signed out once it is set. */
export function ChangePassword() {
  const t = useT('account');
  const change = useChangePassword();
  const form = useSchemaForm(ChangePasswordFormSchema, { initial: EMPTY });

  return (
    <section aria-labelledby="change-password-heading" className="account-section">
      <h3 id="change-password-heading">{t('yourAccount.password.heading')}</h3>
      <p className="account-page__intro">{t('yourAccount.password.intro')}</p>
      <form
        className="account-form"
        noValidate
        onSubmit={form.submit(({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }, { onSuccess: () => form.reset(EMPTY) }))}
      >
        <TextField label={t('yourAccount.password.current')} type="password" autoComplete="current-password" {...form.field('currentPassword')} />
        <TextField
          label={t('yourAccount.password.new')}
          type="password"
          autoComplete="new-password"
          hint={VALIDATION_MESSAGES.passwordHint}
          {...form.field('newPassword')}
        />
        <TextField label={t('yourAccount.password.confirm')} type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        {change.isError && <InlineError>{serverMessage(change.error) ?? t('yourAccount.password.failed')}</InlineError>}
        <p role="status" className="account-page__intro">
          {change.isSuccess ? t('yourAccount.password.done') : ''}
        </p>
        <div className="account-form__actions">
          <Button type="submit" variant="secondary" loading={change.isPending} loadingLabel={t('yourAccount.password.saving')}>
            {t('yourAccount.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
