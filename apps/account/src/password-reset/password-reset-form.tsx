import { ApiError } from '@shelfmark/api-client';
import { useResetPassword } from '@shelfmark/api-client/users';
import { MESSAGES, NewPasswordFormSchema, VALIDATION_MESSAGES } from '@shelfmark/contract';
import { Button, InlineError, linkClassName, TextField } from '@shelfmark/design-system';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { Link } from 'react-router-dom';

/** New Password and Confirm Password for a valid reset token; calls onDone once the password is set. */
export function PasswordResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT('account');
  const reset = useResetPassword();
  const form = useSchemaForm(NewPasswordFormSchema, { initial: { password: '', confirmPassword: '' } });

  // A 400 means the token was used or expired meanwhile.
  const failure = reset.error instanceof ApiError && reset.error.status === 400 ? MESSAGES.invalidRequest : MESSAGES.somethingWentWrong;
  return (
    <form className="account-form" onSubmit={form.submit(({ password }) => reset.mutate({ token, password }, { onSuccess: onDone }))} noValidate>
      <TextField
        label={t('passwordReset.newPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
        hint={VALIDATION_MESSAGES.passwordHint}
      />
      <TextField
        label={t('passwordReset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      {reset.isError && <InlineError>{failure}</InlineError>}
      <div className="account-form__actions">
        <Link to="/" className={linkClassName()}>
          {t('passwordReset.cancel')}
        </Link>
        <Button type="submit" loading={reset.isPending} loadingLabel={t('passwordReset.saving')}>
          {t('passwordReset.submit')}
        </Button>
      </div>
    </form>
  );
}
