import { useSignIn } from '@shelfmark/api-client/sessions';
import { fieldErrors, type FieldErrors, MESSAGES, SignInSchema, VALIDATION_MESSAGES } from '@shelfmark/contract';
import { Button, InlineError, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState, type FormEvent } from 'react';

type Field = 'username' | 'password';

export function SignInForm({ onForgot }: { onForgot: () => void }) {
  const t = useT('shell');
  const signIn = useSignIn();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const change = (field: Field) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = SignInSchema.safeParse(values);
    setErrors(result.error ? fieldErrors(result.error) : {});
    if (result.success) signIn.mutate(result.data);
  };

  return (
    <form className="sm-auth__form" onSubmit={submit} noValidate aria-labelledby="sm-auth-title">
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={change('username')}
        error={errors.username}
        hint={errors.username ? VALIDATION_MESSAGES.usernameHint : undefined}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        error={errors.password}
        hint={errors.password ? VALIDATION_MESSAGES.passwordHint : undefined}
      />
      {signIn.isError && <InlineError>{MESSAGES.loginFailed}</InlineError>}
      <Button type="submit" fullWidth loading={signIn.isPending} loadingLabel={t('auth.signingIn')}>
        {t('auth.signIn')}
      </Button>
      <button type="button" className="sm-auth__link" onClick={onForgot}>
        {t('auth.forgotPassword')}
      </button>
    </form>
  );
}
