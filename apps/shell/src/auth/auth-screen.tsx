import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { INVITATION_PARAM, OIDC_CALLBACK_PATH } from '@shelfmark/contract';
import { useDocumentTitle } from '../routing/use-document-title';
import { OidcCallback, OidcSignIn, useSignInOptions } from './oidc-sign-in';
import { RegisterForm } from './register-form';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import './auth-messages';
import './auth-screen.css';

type Mode = 'signIn' | 'register' | 'forgot';

const titles = { signIn: 'auth.signInTitle', register: 'auth.registerTitle', forgot: 'auth.forgotTitle' } as const;
const screens = { signIn: 'screens.signIn', register: 'screens.register', forgot: 'screens.forgot' } as const;

/** Shown in place of every signed-in route while no valid token is stored; at the identity provider's callback address, its answer. */
export function AuthScreen() {
  return useLocation().pathname === OIDC_CALLBACK_PATH ? <OidcCallback /> : <SignInScreens />;
}

function SignInScreens() {
  const t = useT('shell');
  const navigate = useNavigate();
  // An invitation link (ADR 0037) opens the register form, which sends its code.
  const invitation = new URLSearchParams(useLocation().search).get(INVITATION_PARAM);
  const [mode, setMode] = useState<Mode>(invitation ? 'register' : 'signIn');
  useDocumentTitle(t(screens[mode]));
  const options = useSignInOptions().data;
  // Until the options arrive, and when password sign-in is on, the spec's screens as they are.
  const password = options?.password !== false;

  return (
    <section className="sm-auth">
      <h1 id="sm-auth-title">{t(titles[mode])}</h1>
      {mode === 'signIn' && password && <SignInForm onForgot={() => setMode('forgot')} />}
      {mode === 'signIn' && options?.oidc && <OidcSignIn label={options.oidc.label} withForm={password} />}
      {mode === 'register' && <RegisterForm invitation={invitation} onRegistered={() => navigate('/')} />}
      {mode === 'forgot' && <ResetRequestForm onBack={() => setMode('signIn')} />}
      {mode !== 'forgot' && password && (
        <button type="button" className="sm-auth__toggle" onClick={() => setMode(mode === 'signIn' ? 'register' : 'signIn')}>
          {t(mode === 'signIn' ? 'auth.toRegister' : 'auth.toSignIn')}
        </button>
      )}
    </section>
  );
}
