import { setMaxListeners } from 'node:events';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_TIMEOUT_MS } from '@shelfmark/contract';
import { guardedLookup, hostOf, isRefusedAddress, RefusedAddressError } from './target-address';
import { signatureOf } from './signature';

/** What one attempt came to: the answer's status (null when none came), how long it took and what it said. */
export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  excerpt: string;
}

export interface OutgoingDelivery {
  url: string;
  secret: string;
  messageId: string;
  /** The JSON body. */
  body: string;
}

const EXCERPT_LENGTH = 200;
const USER_AGENT = 'Shelfmark-Webhooks/1';

export interface Poster {
  /**
   * Posts the deliveries side by side, each given the timeout from now: one timer for the batch
   * (a timer of each attempt's own cost a quarter of what posting it did).
   */
  postAll(deliveries: readonly OutgoingDelivery[]): Promise<AttemptOutcome[]>;
  close(): void;
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof RefusedAddressError) return `Refused: ${error.address} is in a private network`;
  // The only signal is the timeout's.
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) return `No answer within ${timeoutMs / 1000} seconds`;
  const code = (error as { code?: string }).code;
  return code ? `${code}: ${(error as Error).message}` : String((error as Error).message ?? error);
}

/**
 * Posts signed deliveries over kept-alive connections whose lookup refuses private addresses
 * (unless allowed); redirects are not followed, so a 3xx is a failure like any non-2xx.
 */
export function createPoster({ allowPrivate, timeoutMs = WEBHOOK_TIMEOUT_MS }: { allowPrivate: boolean; timeoutMs?: number }): Poster {
  const lookup = guardedLookup(allowPrivate);
  const agents = { 'http:': new http.Agent({ keepAlive: true, lookup }), 'https:': new https.Agent({ keepAlive: true, lookup }) };

  function send(target: URL, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<{ statusCode: number; text: string }> {
    const request = target.protocol === 'https:' ? https.request : http.request;
    return new Promise((resolve, reject) => {
      const outgoing = request(target, { method: 'POST', headers, agent: agents[target.protocol as 'http:' | 'https:'], signal }, (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => {
          if (text.length < EXCERPT_LENGTH) text += chunk;
        });
        answer.on('end', () => resolve({ statusCode: answer.statusCode ?? 0, text: text.slice(0, EXCERPT_LENGTH) }));
        answer.on('error', reject);
        answer.on('close', () => reject(new Error('The connection closed before the answer ended')));
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  async function post({ url, secret, messageId, body }: OutgoingDelivery, signal: AbortSignal): Promise<AttemptOutcome> {
    const started = performance.now();
    const latency = () => Math.round(performance.now() - started);
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': USER_AGENT,
      'webhook-id': messageId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureOf(secret, messageId, timestamp, body),
    };
    try {
      const target = new URL(url);
      const host = hostOf(target);
      if (!allowPrivate && isIP(host) && isRefusedAddress(host)) throw new RefusedAddressError(host);
      const { statusCode, text } = await send(target, headers, body, signal);
      return { ok: statusCode >= 200 && statusCode < 300, statusCode, latencyMs: latency(), excerpt: text };
    } catch (error) {
      return { ok: false, statusCode: null, latencyMs: latency(), excerpt: describe(error, timeoutMs).slice(0, EXCERPT_LENGTH) };
    }
  }

  return {
    async postAll(deliveries) {
      if (deliveries.length === 0) return [];
      const signal = AbortSignal.timeout(timeoutMs);
      // Each request listens to it: as many listeners as deliveries, not a leak.
      setMaxListeners(deliveries.length, signal);
      return Promise.all(deliveries.map((delivery) => post(delivery, signal)));
    },
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
