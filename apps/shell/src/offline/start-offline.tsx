import { setQueuedChangeDefaults } from '@shelfmark/api-client/offline';
import { decodeToken, getToken, useSessionStore } from '@shelfmark/session';
import type { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { OfflineStatus } from './offline-status';
import { forgetQueryCaches, persistQueryCache, restoreQueryCache } from './persisted-cache';
import { createRefusedChanges, watchRefusedChanges } from './refused-changes';
import { registerServiceWorker } from './register-service-worker';

function mountOfflineStatus(refused: ReturnType<typeof createRefusedChanges>): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<OfflineStatus refused={refused} />);
}

/**
 * What makes the app work without a connection (docs/adr/0039-installable-and-offline.md),
 * loaded after the first screen has painted (or at once when the page opens offline): the
 * service worker, the signed-in user's saved query cache restored and kept up to date, the
 * changes made offline sent once the connection returns, and the offline notice.
 */
export async function startOffline(client: QueryClient): Promise<void> {
  void registerServiceWorker();
  setQueuedChangeDefaults(client);
  const refused = createRefusedChanges();
  mountOfflineStatus(refused);
  let stop = () => {};

  const follow = async (token: string | null) => {
    stop();
    stop = () => {};
    const userId = decodeToken(token)?.userId;
    // Signed out (or another user signed in): nobody else's copy stays on the device.
    await forgetQueryCaches(userId);
    if (userId === undefined) return;
    await restoreQueryCache(client, userId).catch((error: unknown) => console.warn('Could not read the offline copy', error));
    const stopWatching = watchRefusedChanges(client, refused);
    const stopPersisting = persistQueryCache(client, userId);
    stop = () => {
      stopWatching();
      stopPersisting();
    };
    if (navigator.onLine) void client.resumePausedMutations();
  };

  useSessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token) void follow(state.token);
  });
  await follow(getToken());
}
