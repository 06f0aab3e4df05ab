/** The worker the shell's build writes (tools/rspack/service-worker-config.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Registers the app's service worker where the browser has them (secure contexts: https and localhost). */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  } catch (error) {
    console.warn('Could not register the service worker', error);
  }
}
