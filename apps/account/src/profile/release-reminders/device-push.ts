import { deletePushSubscription, getPushPublicKey, savePushSubscription } from '@shelfmark/api-client/reminders';
import type { PushSubscriptionJson } from '@shelfmark/contract';

/** Loaded only when the user turns notifications on or off: nothing of it is on the profile's first load. */

export type DevicePushResult = 'on' | 'unsupported' | 'denied';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The service worker's registration: the shell registers it after first paint; wait for it while it is on its way. */
async function registration(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration()) ?? navigator.serviceWorker.ready;
}

const toBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** Asks for permission, subscribes this browser with the server's VAPID key, and sends the subscription to the server. */
export async function turnOnDevicePush(): Promise<DevicePushResult> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const key = await getPushPublicKey();
  const manager = (await registration()).pushManager;
  const subscription = (await manager.getSubscription()) ?? (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: toBytes(key) }));
  await savePushSubscription(subscription.toJSON() as PushSubscriptionJson);
  return 'on';
}

/** Whether this browser is subscribed now. */
export async function devicePushIsOn(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const found = await navigator.serviceWorker.getRegistration();
  return (await found?.pushManager.getSubscription()) != null;
}

export async function turnOffDevicePush(): Promise<void> {
  const found = await navigator.serviceWorker.getRegistration();
  const subscription = await found?.pushManager.getSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
