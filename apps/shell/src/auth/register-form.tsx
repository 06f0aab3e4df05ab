import { ApiError } from '@shelfmark/api-client';
import { useRegister } from '@shelfmark/api-client/users';
import { fieldErrors, MESSAGES, RegistrationFormSchema, VALIDATION_MESSAGES, type FieldErrors } from '@shelfmark/contract';
import { Button, InlineError, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState, type FormEvent } from 'react';

type Field = 'email' | 'username' | 'password' | 'confirmPassword';

function registrationError(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return MESSAGES.usernameTaken;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return MESSAGES.somethingWentWrong;
}

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const t = useT('shell');
  const register = useRegister();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', username: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const change = (field: Field) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = RegistrationFormSchema.safeParse(values);
    setErrors(result.error ? fieldErrors(result.error) : {});
    if (!result.success) return;
    const { confirmPassword: _confirm, ...registration } = result.data;
    // The promise, not mutate's callback: storing the token replaces this form before the callback would run.
    register.mutateAsync(registration).then(onRegistered, () => undefined);
  };

  return (
    <form className="sm-auth__form" onSubmit={submit} noValidate aria-labelledby="sm-auth-title">
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={change('username')}
        error={errors.username}
        hint={VALIDATION_MESSAGES.usernameHint}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={change('password')}
        error={errors.password}
        hint={VALIDATION_MESSAGES.passwordHint}
      />
      <TextField
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={change('confirmPassword')}
        error={errors.confirmPassword}
      />
      {register.isError && <InlineError>{registrationError(register.error)}</InlineError>}
      <Button type="submit" fullWidth loading={register.isPending} loadingLabel={t('auth.registering')}>
        {t('auth.register')}
      </Button>
    </form>
  );
}
