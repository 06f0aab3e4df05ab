import { ApiError } from '@shelfmark/api-client';
import { useRegister } from '@shelfmark/api-client/users';
import { MESSAGES, RegistrationFormSchema, VALIDATION_MESSAGES, type RegistrationForm } from '@shelfmark/contract';
import { Button, InlineError, TextField } from '@shelfmark/design-system';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import './auth-messages';

function registrationError(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return MESSAGES.usernameTaken;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return MESSAGES.somethingWentWrong;
}

export function RegisterForm({ invitation, onRegistered }: { invitation?: string | null; onRegistered: () => void }) {
  const t = useT('shell');
  const register = useRegister();
  const form = useSchemaForm(RegistrationFormSchema, { initial: { email: '', username: '', password: '', confirmPassword: '' } });

  const send = ({ confirmPassword: _confirm, ...registration }: RegistrationForm) => {
    // The promise, not mutate's callback: storing the token replaces this form before the callback would run.
    register.mutateAsync(invitation ? { ...registration, invitation } : registration).then(onRegistered, () => undefined);
  };

  return (
    <form className="sm-auth__form" onSubmit={form.submit(send)} noValidate aria-labelledby="sm-auth-title">
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        {...form.field('username')}
        hint={VALIDATION_MESSAGES.usernameHint}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
        hint={VALIDATION_MESSAGES.passwordHint}
      />
      <TextField
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      {register.isError && <InlineError>{registrationError(register.error)}</InlineError>}
      <Button type="submit" fullWidth loading={register.isPending} loadingLabel={t('auth.registering')}>
        {t('auth.register')}
      </Button>
    </form>
  );
}
