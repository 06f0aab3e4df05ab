import { useEndOtherSessions, useEndSession, useSessions } from '@shelfmark/api-client/sessions';
import type { SignedInSession } from '@shelfmark/contract';
import { Button, FailureNotice, Loader } from '@shelfmark/design-system';
import { formatDateTime, useT } from '@shelfmark/i18n';
import { useId } from 'react';
import { describeBrowser } from './describe-browser';


function BrowserRow({ session }: { session: SignedInSession }) {
  const t = useT('account');
  const id = useId();
  const end = useEndSession();
  const { browser, system } = describeBrowser(session.userAgent);
  const name =
    browser && system ? t('sessions.browserOn', { browser, system }) : (browser ?? system ?? t('sessions.unknownBrowser'));
  return (
    <li className="signed-in-browser" aria-labelledby={id}>
      <div className="signed-in-browser__text">
        <p id={id} className="signed-in-browser__name">
          {name}
          {session.current && <span className="signed-in-browser__current"> · {t('sessions.thisBrowser')}</span>}
        </p>
        <p className="account-page__intro">
          {session.address ? t('sessions.lastSeenFrom', { date: formatDateTime(session.lastSeen), address: session.address }) : t('sessions.lastSeen', { date: formatDateTime(session.lastSeen) })}
          {' · '}
          {t('sessions.signedIn', { date: formatDateTime(session.created) })}
        </p>
        {end.isError && <FailureNotice error={end.error} action="remove" />}
      </div>
      {!session.current && (
        <Button variant="secondary" size="sm" aria-describedby={id} loading={end.isPending} loadingLabel={t('sessions.signingOut')} onClick={() => end.mutate(session.sessionID)}>
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/** On the user's own profile: every browser signed in to the account, each of which can be signed out from here. */
export function SignedInBrowsers() {
  const t = useT('account');
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const body = () => {
    if (sessions.isError) return <FailureNotice error={sessions.error} action="load" onRetry={() => void sessions.refetch()} />;
    if (!sessions.data) return <Loader label={t('sessions.loading')} />;
    return (
      <>
        <ul className="signed-in-browsers">
          {/* This browser first, then the others as the server orders them (last seen first). */}
          {[...sessions.data].sort((a, b) => Number(b.current) - Number(a.current)).map((session) => (
            <BrowserRow key={session.sessionID} session={session} />
          ))}
        </ul>
        {others > 0 && (
          <Button variant="secondary" loading={endOthers.isPending} loadingLabel={t('sessions.signingOut')} onClick={() => endOthers.mutate()}>
            {t('sessions.signOutOthers')}
          </Button>
        )}
        <p role="status" className="account-page__intro">
          {endOthers.isSuccess ? t('sessions.signedOutOthers', { count: endOthers.data.ended }) : ''}
        </p>
        {endOthers.isError && <FailureNotice error={endOthers.error} action="remove" />}
      </>
    );
  };

  return (
    <section aria-labelledby="signed-in-browsers-heading" className="account-section">
      <h2 id="signed-in-browsers-heading">{t('sessions.heading')}</h2>
      <p className="account-page__intro">{t('sessions.intro')}</p>
      {body()}
    </section>
  );
}
