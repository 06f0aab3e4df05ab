import { finishOidcSignIn, getSignInOptions, linkOidcIdentity, startOidcSignIn } from '@shelfmark/api-client/sessions';
import {
  MESSAGES,
  OIDC_CALLBACK_PATH,
  OIDC_MESSAGES,
  type OidcLinkStep,
  type SignIn,
  SignInSchema,
  VALIDATION_MESSAGES,
} from '@shelfmark/contract';
import { Button, InlineError, Loader, TextField } from '@shelfmark/design-system';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { setToken } from '@shelfmark/session';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../routing/use-document-title';
import './auth-messages';

/** Where the tab keeps the sealed attempt while it is at the provider (it comes back to the same tab). */
const ATTEMPT_KEY = 'shelfmark.oidc-attempt';

const TEXTS = {
  signInWith: (label: string) => `Sign in with ${label}`,
  redirecting: 'Taking you to sign in…',
  or: 'or',
  finishing: 'Signing you in…',
  linkTitle: 'Link your account',
  linkIntro: (email: string | null) =>
    `No Shelfmark account is linked to this sign-in${email ? ` (${email})` : ''} yet. Enter the username and password of your Shelfmark account to link it; from then on this sign-in opens it.`,
  link: 'Link and sign in',
  linking: 'Linking…',
  cancel: 'Cancel',
};

/** What the sign-in screen offers: asked on the signed-out screen only (this chunk), never on a signed-in first load. */
export function useSignInOptions() {
  return useQuery({
    queryKey: ['sign-in-options'],
    queryFn: getSignInOptions,
    staleTime: Infinity,
    retry: 1,
  });
}

const messageOf = (error: unknown, fallback: string) =>
  (error as { serverMessage?: string | null } | null)?.serverMessage ?? fallback;

/** Signed in: off the callback address first, so the signed-in shell opens Home. */
function useFinishSignIn() {
  const navigate = useNavigate();
  return (token: string) => {
    sessionStorage.removeItem(ATTEMPT_KEY);
    navigate('/', { replace: true });
    setToken(token);
  };
}

/** "Sign in with {label}" beside the spec's form, and the message of a sign-in that came back refused. */
export function OidcSignIn({ label, withForm }: { label: string; withForm: boolean }) {
  const error = (useLocation().state as { oidcError?: string } | null)?.oidcError;
  const start = useMutation({
    mutationFn: startOidcSignIn,
    onSuccess: ({ url, attempt }) => {
      sessionStorage.setItem(ATTEMPT_KEY, attempt);
      window.location.assign(url);
    },
  });
  return (
    <div className="sm-auth__provider">
      {withForm && <p className="sm-auth__or">{TEXTS.or}</p>}
      {error && <InlineError>{error}</InlineError>}
      {start.isError && <InlineError>{messageOf(start.error, OIDC_MESSAGES.providerUnavailable)}</InlineError>}
      <Button
        type="button"
        variant={withForm ? 'secondary' : 'primary'}
        fullWidth
        loading={start.isPending || start.isSuccess}
        loadingLabel={TEXTS.redirecting}
        onClick={() => start.mutate()}
      >
        {TEXTS.signInWith(label)}
      </Button>
    </div>
  );
}

/** The page the provider sends the browser back to: the answer is handed to the API, which signs in or asks to link. */
export function OidcCallback() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const finish = useFinishSignIn();
  const [link, setLink] = useState<OidcLinkStep | null>(null);
  const sent = useRef(false);
  useDocumentTitle(link ? TEXTS.linkTitle : TEXTS.finishing);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const attempt = sessionStorage.getItem(ATTEMPT_KEY);
    const back = (message: string) => {
      sessionStorage.removeItem(ATTEMPT_KEY);
      navigate('/', { replace: true, state: { oidcError: message } });
    };
    if (!attempt) {
      back(OIDC_MESSAGES.expired);
      return;
    }
    finishOidcSignIn({ query: search, attempt }).then(
      (result) => {
        if (result.token) finish(result.token);
        else if (result.link) {
          // The code in the address is spent; the link step stays on this page without it.
          navigate(OIDC_CALLBACK_PATH, { replace: true });
          setLink(result.link);
        } else back(OIDC_MESSAGES.failed);
      },
      (error: unknown) => back(messageOf(error, OIDC_MESSAGES.failed)),
    );
    // Once per visit of the page: the provider's code can be exchanged only once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!link) return <Loader block label={TEXTS.finishing} />;
  return (
    <section className="sm-auth">
      <h1 id="sm-auth-title">{TEXTS.linkTitle}</h1>
      <LinkAccountForm step={link} onDone={finish} onCancel={() => navigate('/', { replace: true })} />
    </section>
  );
}

function LinkAccountForm({ step, onDone, onCancel }: { step: OidcLinkStep; onDone: (token: string) => void; onCancel: () => void }) {
  const t = useT('shell');
  const form = useSchemaForm(SignInSchema, { initial: { username: '', password: '' } });
  const { errors } = form;
  const linking = useMutation({
    mutationFn: (credentials: SignIn) => linkOidcIdentity({ ticket: step.ticket, ...credentials }),
    onSuccess: onDone,
  });
  const failure = linking.error as { status?: number } | null;
  return (
    <form className="sm-auth__form" onSubmit={form.submit((credentials) => linking.mutate(credentials))} noValidate aria-labelledby="sm-auth-title">
      <p>{TEXTS.linkIntro(step.email)}</p>
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
      {linking.isError && <InlineError>{failure?.status === 401 ? MESSAGES.loginFailed : messageOf(linking.error, MESSAGES.somethingWentWrong)}</InlineError>}
      <Button type="submit" fullWidth loading={linking.isPending} loadingLabel={TEXTS.linking}>
        {TEXTS.link}
      </Button>
      <button type="button" className="sm-auth__link" onClick={onCancel}>
        {TEXTS.cancel}
      </button>
    </form>
  );
}
