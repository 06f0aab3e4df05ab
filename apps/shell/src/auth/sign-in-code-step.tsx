import { ApiError } from '@shelfmark/api-client';
import { useSignIn } from '@shelfmark/api-client/sessions';
import { MESSAGES, type SignIn, TWO_FACTOR_MESSAGES } from '@shelfmark/contract';
import { Button, InlineError, TextField } from '@shelfmark/design-system';
import { registerMessages, useT } from '@shelfmark/i18n';
import { type FormEvent, useState } from 'react';
import en from '../locales/sign-in-code.en.json';
import './auth-messages';

const NAMESPACE = 'signInCode';
// Its texts come with the sign-in screen's chunk: the shell's first load does not carry them.
registerMessages(NAMESPACE, { en }, (language) => import(/* webpackExclude: /\.en\.json$/ */ `../locales/sign-in-code.${language}.json`));

/** 'Wrong code, try again', or the limit's 'Too many attempts…': the server's words, else the spec's. */
const refusalOf = (error: unknown) => (error instanceof ApiError && error.serverMessage) || MESSAGES.loginFailed;

/**
 * The second step of signing in to an account with two-factor sign-in: the password was right,
 * and the code from the authenticator app (or a recovery code) is sent with it again.
 */
export function SignInCodeStep({ credentials, onBack }: { credentials: SignIn; onBack: () => void }) {
  const t = useT(NAMESPACE);
  const shell = useT('shell');
  const signIn = useSignIn();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setMissing(typed === '');
    if (typed) signIn.mutate({ ...credentials, code: typed });
  };

  return (
    <form className="sm-auth__form" onSubmit={submit} noValidate aria-labelledby="sm-auth-title">
      <p>{TWO_FACTOR_MESSAGES.codeRequired}</p>
      <TextField
        label={t('code')}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        // The step replaces the password form: the field takes the focus it leaves.
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        hint={t('hint')}
        error={missing ? t('missing') : undefined}
      />
      {signIn.isError && <InlineError>{refusalOf(signIn.error)}</InlineError>}
      <Button type="submit" fullWidth loading={signIn.isPending} loadingLabel={t('verifying')}>
        {t('verify')}
      </Button>
      <button type="button" className="sm-auth__link" onClick={onBack}>
        {shell('auth.backToSignIn')}
      </button>
    </form>
  );
}
