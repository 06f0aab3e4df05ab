import { useRequestPasswordReset } from '@shelfmark/api-client/users';
import { fieldErrors, type FieldErrors, MESSAGES, PasswordResetRequestSchema } from '@shelfmark/contract';
import { Button, InlineError, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState, type FormEvent } from 'react';

export function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const t = useT('shell');
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = PasswordResetRequestSchema.safeParse({ email });
    setErrors(result.error ? fieldErrors(result.error) : {});
    if (result.success) request.mutate(result.data.email);
  };

  const back = (
    <button type="button" className="sm-auth__link" onClick={onBack}>
      {t('auth.backToSignIn')}
    </button>
  );

  if (request.isSuccess) {
    return (
      <div className="sm-auth__form">
        <p role="status">{MESSAGES.resetEmailSent}</p>
        {back}
      </div>
    );
  }

  return (
    <form className="sm-auth__form" onSubmit={submit} noValidate aria-labelledby="sm-auth-title">
      <p>{t('auth.forgotIntro')}</p>
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      {request.isError && <InlineError>{MESSAGES.somethingWentWrong}</InlineError>}
      <Button type="submit" fullWidth loading={request.isPending} loadingLabel={t('auth.sendingReset')}>
        {t('auth.sendReset')}
      </Button>
      {back}
    </form>
  );
}
