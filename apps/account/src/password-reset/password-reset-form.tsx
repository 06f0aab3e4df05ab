import { ApiError } from '@shelfmark/api-client';
import { useResetPassword } from '@shelfmark/api-client/users';
import { fieldErrors, MESSAGES, NewPasswordFormSchema, VALIDATION_MESSAGES, withoutError, type FieldErrors, type NewPasswordForm } from '@shelfmark/contract';
import { Button, InlineError, linkClassName, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

type NewPasswordField = keyof NewPasswordForm;

/** New Password and Confirm Password for a valid reset token; calls onDone once the password is set. */
export function PasswordResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT('account');
  const reset = useResetPassword();
  const [values, setValues] = useState<NewPasswordForm>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>({});

  const change = (field: NewPasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = NewPasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    reset.mutate({ token, password: values.password }, { onSuccess: onDone });
  };

  // A 400 means the token was used or expired meanwhile.
  const failure = reset.error instanceof ApiError && reset.error.status === 400 ? MESSAGES.invalidRequest : MESSAGES.somethingWentWrong;
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <TextField
        label={t('passwordReset.newPassword')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        hint={VALIDATION_MESSAGES.passwordHint}
        error={errors.password}
      />
      <TextField
        label={t('passwordReset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => change('confirmPassword', event.target.value)}
        error={errors.confirmPassword}
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
