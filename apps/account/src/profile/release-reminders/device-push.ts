import { deletePushSubscription, getPushPublicKey, savePushSubscription } from '@shelfmark/api-client/reminders';
import type { PushSubscriptionJson } from '@shelfmark/contract';

// A chunk of its own, loaded once the user has opted in to notifications: none of it is on the profile's first load.

export type DevicePushResult = 'on' | 'unsupported' | 'denied';

/** Push needs the browser's support and the shell's service worker, which the shell registers after first paint. */
export async function pushSupported(): Promise<boolean> {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return false;
  return (await navigator.serviceWorker.getRegistration()) !== undefined;
}

const toBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** Asks for permission, subscribes this browser with the server's VAPID key, and sends the subscription to the server. */
export async function turnOnDevicePush(): Promise<DevicePushResult> {
  if (!(await pushSupported())) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const key = await getPushPublicKey();
  // Subscribing needs an active worker: wait for the one registered to finish installing.
  const manager = (await navigator.serviceWorker.ready).pushManager;
  const subscription = (await manager.getSubscription()) ?? (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: toBytes(key) }));
  await savePushSubscription(subscription.toJSON() as PushSubscriptionJson);
  return 'on';
}

/** Whether this browser is subscribed now. */
export async function devicePushIsOn(): Promise<boolean> {
  if (!(await pushSupported()) || Notification.permission !== 'granted') return false;
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
