import { resolvePath, routeDefinition } from '@shelfmark/contract';
import { Loader, useIsNarrow } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useRemotePrefetch } from '../federation/use-remote-prefetch';
import { Footer } from '../footer/footer';
import { DesktopNav } from '../nav/desktop-nav';
import { MobileBottomBar, MobileSearchBar } from '../nav/mobile-nav';
import { ShellRoutes } from '../routing/shell-routes';
import { useScrollRestoration } from '../routing/use-scroll-restoration';
import { useSessionCheck } from '../session/use-session-check';
import { LazyAuthScreen } from './lazy-auth-screen';
import './shell-layout.css';

function BrandBar() {
  const t = useT('shell');
  return (
    <div className="sm-nav">
      <Link to="/" className="sm-nav__logo" aria-label={t('nav.logo')}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{t('productName')}</span>
      </Link>
    </div>
  );
}

/**
 * The chrome around every screen. Without a valid token the sign-in screen takes the place of
 * every route, except the public ones of the route manifest (the password-reset page).
 */
export function ShellLayout() {
  const t = useT('shell');
  const { pathname } = useLocation();
  const session = useSessionCheck();
  const narrow = useIsNarrow();
  const route = resolvePath(pathname);
  const publicPage = route.kind === 'route' && routeDefinition(route.route).public === true;
  const signedIn = session === 'signedIn';
  useRemotePrefetch(signedIn);
  useScrollRestoration();
  if (session === 'checking' && !publicPage) return <Loader block label={t('auth.checking')} />;
  const bottomBar = signedIn && narrow;
  return (
    <div className={bottomBar ? 'sm-shell sm-shell--bottom-bar' : 'sm-shell'}>
      <header className="sm-shell__header">{signedIn ? narrow ? <MobileSearchBar /> : <DesktopNav /> : <BrandBar />}</header>
      <main className="sm-shell__main" id="main">
        {signedIn || publicPage ? (
          <ShellRoutes />
        ) : (
          <Suspense fallback={<Loader block label={t('remote.loading')} />}>
            <LazyAuthScreen />
          </Suspense>
        )}
      </main>
      <Footer />
      {bottomBar && <MobileBottomBar />}
    </div>
  );
}
