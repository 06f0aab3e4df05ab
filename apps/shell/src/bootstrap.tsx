import { openCoverCache } from '@shelfmark/design-system';
import { initI18n, registerMessages } from '@shelfmark/i18n';
import { getToken, isValidToken } from '@shelfmark/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadRemoteRoutes } from './federation/remote-modules';
import { registerRuntimeRemotes } from './federation/runtime-remotes';
import en from './locales/en.json';
import { resolveRoute } from './routing/resolve-route';

/**
 * A signed-in user's first screen is a remote: start fetching it now, while i18n starts and
 * the session is checked, instead of once React has rendered its area (docs/adr/0006-first-load.md).
 */
function preloadAreaOfThisPage(): void {
  if (!isValidToken(getToken())) return;
  const route = resolveRoute(window.location.pathname);
  if (route.kind === 'remote') void loadRemoteRoutes(route.remote);
}

async function start() {
  const remotesRegistered = registerRuntimeRemotes().then(preloadAreaOfThisPage);
  await initI18n();
  registerMessages('shell', { en });
  // Spec section 3: today's cover cache is opened and the caches of other days are deleted.
  void openCoverCache();
  await remotesRegistered;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
