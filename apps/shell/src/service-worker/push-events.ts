/// <reference lib="webworker" />

interface ReleasePush {
  title: string;
  body: string;
  url: string;
}

/** The server's payload ({title, body, url}); anything else is shown as a plain reminder to open the app. */
function payloadOf(event: PushEvent): ReleasePush {
  try {
    const data = event.data?.json() as Partial<ReleasePush> | undefined;
    if (data && typeof data.title === 'string') return { title: data.title, body: typeof data.body === 'string' ? data.body : '', url: typeof data.url === 'string' ? data.url : '/' };
  } catch {
    // Not JSON: fall through.
  }
  return { title: 'Shelfmark', body: event.data?.text() ?? '', url: '/' };
}

/** Only this site's pages are opened from a notification. */
function sameOriginUrl(self: ServiceWorkerGlobalScope, url: unknown): string {
  const origin = self.location.origin;
  const target = typeof url === 'string' ? new URL(url, origin) : null;
  return target?.origin === origin ? target.href : `${origin}/`;
}

/**
 * Release reminders (ADR 0041): a push shows its notification; a click focuses a Shelfmark
 * window at the release's page, or opens one.
 */
export function registerPushHandlers(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event) => {
    const { title, body, url } = payloadOf(event);
    event.waitUntil(self.registration.showNotification(title, { body, data: { url }, icon: '/app-icons/icon-192.png', tag: `release:${url}` }));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = sameOriginUrl(self, (event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
        if (open) {
          try {
            await (await open.focus()).navigate(url);
            return;
          } catch {
            // A window this worker does not control cannot be navigated: open another.
          }
        }
        await self.clients.openWindow(url);
      })(),
    );
  });
}
