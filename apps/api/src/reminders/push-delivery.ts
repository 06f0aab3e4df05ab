import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { PushPayload } from '@shelfmark/contract';
import webpush from 'web-push';
import { guardedLookup, hostOf, isRefusedAddress } from '../webhooks/target-address';
import type { StoredSubscription } from './reminders.repository';
import type { VapidKeys } from './vapid-keys';

/** sent: the push service took it; gone: the subscription no longer exists (404/410); failed: anything else. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type PushSend = (subscription: StoredSubscription, payload: PushPayload) => Promise<PushOutcome>;

/** A day: a release reminder is worth nothing later. */
const TTL_SECONDS = 86_400;
const TIMEOUT_MS = 15_000;

/** The VAPID subject: the site when it is served over https, else the sender's mail address. */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * Sends Web Push messages: web-push signs (VAPID) and encrypts (aes128gcm, RFC 8291) them, and
 * they are posted here with a lookup that refuses private addresses, as webhooks are, since the
 * endpoint comes from the user.
 */
export function createPushSender({ keys, subject, allowPrivate = false }: { keys: VapidKeys; subject: string; allowPrivate?: boolean }): PushSend {
  const lookup = guardedLookup(allowPrivate);
  return async (subscription, payload) => {
    const details = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payload), {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    });
    const target = new URL(details.endpoint);
    const host = hostOf(target);
    if (!allowPrivate && isIP(host) && isRefusedAddress(host)) return 'failed';
    const request = target.protocol === 'https:' ? https.request : target.protocol === 'http:' ? http.request : null;
    if (!request) return 'failed';
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const outgoing = request(target, { method: details.method, headers: details.headers, lookup, signal: AbortSignal.timeout(TIMEOUT_MS) }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode ?? 0));
          answer.on('error', reject);
        });
        outgoing.on('error', reject);
        outgoing.end(details.body);
      });
      if (status === 404 || status === 410) return 'gone';
      return status >= 200 && status < 300 ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
}
