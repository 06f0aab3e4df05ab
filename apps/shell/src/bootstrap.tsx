import { resolvePath } from '@shelfmark/contract';
import { configureApiClient } from '@shelfmark/api-client';
import { openCoverCache } from '@shelfmark/design-system';
import { initI18n, registerMessages } from '@shelfmark/i18n';
import { getToken, isValidToken, useSessionStore } from '@shelfmark/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterFirstScreen } from './after-first-screen';
import { App } from './app';
import { loadRemoteRoutes } from './federation/remote-modules';
import { registerRuntimeRemotes } from './federation/runtime-remotes';
import { takeFirstCall } from './first-calls/first-calls';
import { translateContractTexts } from './i18n/contract-texts';
import en from './locales/en.json';
import { queryClient } from './query-client';
import { sessionCheckOptions } from './session/use-session-check';

/**
 * Once the first screen is in place (and at each sign-in), the user's chosen language, fetched
 * lazily so Home's first load carries none of it.
 */
function followAccountLanguage(signedIn: boolean): void {
  const apply = () => void import('./i18n/account-language').then((module) => module.applyAccountLanguage());
  if (signedIn) afterFirstScreen(apply);
  useSessionStore.subscribe((state, previous) => {
    if (state.token !== null && previous.token === null) apply();
  });
}

/** Past this the app renders anyway, and its own loaders take over from the page's skeleton. */
const FIRST_SCREEN_WAIT_MS = 3_000;

/** The service worker, the offline copy of the cache and the offline notice: a chunk of their own, off the first screen's path. */
const startOffline = () => import(/* webpackChunkName: "offline" */ './offline/start-offline').then((module) => module.startOffline(queryClient));

/**
 * A signed-in user's first screen is a remote: start fetching it now, while i18n starts, instead
 * of once React has rendered its area (docs/adr/0006-first-load.md), with the screen's own chunk
 * when the remote fetches that separately.
 */
function loadAreaOfThisPage(): Promise<unknown> | undefined {
  const route = resolvePath(window.location.pathname);
  return route.kind === 'route' ? loadRemoteRoutes(route.area).then((module) => module.ready) : undefined;
}

async function start() {
  // The calls the entry started hand their answers over to the first requests for them.
  configureApiClient({ takeEarlyResponse: takeFirstCall });
  const token = getToken();
  const signedIn = token !== null && isValidToken(token);
  // The token check and the page's remote travel together with i18n's start; React renders
  // once they are in (or failed), so the skeleton the page's HTML draws is replaced by the
  // screen itself, not by a "Checking your session" spinner and then the screen
  // (docs/adr/0022-wire.md).
  const sessionChecked = signedIn ? queryClient.prefetchQuery(sessionCheckOptions(token)) : undefined;
  const remotesRegistered = registerRuntimeRemotes();
  const areaLoaded = signedIn ? remotesRegistered.then(loadAreaOfThisPage) : undefined;
  // The shell's texts in the reader's language are in before the first render (none to fetch in English).
  registerMessages('shell', { en }, (language) => import(/* webpackInclude: /[\\/][a-z]{2}(-[A-Z]{2})?\.json$/ */ /* webpackExclude: /[\\/]en\.json$/ */ `./locales/${language}.json`));
  translateContractTexts();
  await initI18n();
  // Spec section 3: today's cover cache is opened and the caches of other days are deleted.
  void openCoverCache();
  await remotesRegistered;
  // Offline, the session check waits for the connection: the saved copy (which holds its last answer) is read at once instead.
  const offlineStarted = navigator.onLine ? undefined : startOffline();
  await Promise.race([
    Promise.allSettled([offlineStarted ?? sessionChecked, areaLoaded]),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  followAccountLanguage(signedIn);
  if (!offlineStarted) afterFirstScreen(() => void startOffline());
}

void start();
