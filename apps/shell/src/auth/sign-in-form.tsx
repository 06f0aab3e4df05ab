import { ApiError } from '@shelfmark/api-client';
import { asksForCode, useSignIn } from '@shelfmark/api-client/sessions';
import { MESSAGES, type SignIn, SignInSchema, VALIDATION_MESSAGES } from '@shelfmark/contract';
import { Button, InlineError, TextField } from '@shelfmark/design-system';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { SignInCodeStep } from './sign-in-code-step';
import './auth-messages';

/** A disabled account (403) is told so; anything else is the spec's one failure message. */
const signInError = (error: unknown) => (error instanceof ApiError && error.status === 403 && error.serverMessage ? error.serverMessage : MESSAGES.loginFailed);

export function SignInForm({ onForgot }: { onForgot: () => void }) {
  const t = useT('shell');
  const signIn = useSignIn();
  const form = useSchemaForm(SignInSchema, { initial: { username: '', password: '' } });
  const { errors } = form;
  // The credentials of an account that asks for a two-factor code, while it is asked.
  const [needsCode, setNeedsCode] = useState<SignIn | null>(null);

  if (needsCode) {
    const back = () => {
      signIn.reset();
      setNeedsCode(null);
    };
    return <SignInCodeStep credentials={needsCode} onBack={back} />;
  }

  const submit = form.submit((credentials) => signIn.mutate(credentials, { onError: (error) => asksForCode(error) && setNeedsCode(credentials) }));

  return (
    <form className="sm-auth__form" onSubmit={submit} noValidate aria-labelledby="sm-auth-title">
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        {...form.field('username')}
        hint={errors['username'] ? VALIDATION_MESSAGES.usernameHint : undefined}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
        hint={errors['password'] ? VALIDATION_MESSAGES.passwordHint : undefined}
      />
      {signIn.isError && <InlineError>{signInError(signIn.error)}</InlineError>}
      <Button type="submit" fullWidth loading={signIn.isPending} loadingLabel={t('auth.signingIn')}>
        {t('auth.signIn')}
      </Button>
      <button type="button" className="sm-auth__link" onClick={onForgot}>
        {t('auth.forgotPassword')}
      </button>
    </form>
  );
}
