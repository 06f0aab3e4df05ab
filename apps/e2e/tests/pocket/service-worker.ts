import { expect, type Page } from '@playwright/test';

/** Waits until the app's service worker controls the page (it registers after first paint and claims open pages). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, { timeout: 20_000 });
}

/** The saved query cache of the signed-in user, as the app keeps it in IndexedDB (apps/shell/src/offline/persisted-cache.ts). */
export async function savedCache(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('shelfmark-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve('');
          const all = db.transaction('query-cache').objectStore('query-cache').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** Waits until the saved cache holds this text (the writes are gathered over a second). */
export async function expectSaved(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => savedCache(page), { timeout: 15_000 }).toMatch(text);
}
