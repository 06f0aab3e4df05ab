import { initI18n, registerMessages } from '@shelfmark/i18n';
import { openCoverCache } from '@shelfmark/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerRuntimeRemotes } from './federation/runtime-remotes';
import en from './locales/en.json';

async function start() {
  await initI18n();
  registerMessages('shell', { en });
  // Spec section 3: today's cover cache is opened and the caches of other days are deleted.
  void openCoverCache();
  await registerRuntimeRemotes();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
