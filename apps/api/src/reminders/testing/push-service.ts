import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A stand-in for a browser vendor's push service (RFC 8030): it takes POSTs to its subscription
 * paths, keeps them, and answers 201, or 410 for the paths told to be gone.
 */
export async function startPushService(): Promise<{ url: string; received: ReceivedPush[]; gone: Set<string>; close(): Promise<void> }> {
  const received: ReceivedPush[] = [];
  const gone = new Set<string>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(gone.has(path) ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, gone, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A browser's side of a subscription: a P-256 key pair and a 16-byte auth secret, as PushSubscription.toJSON() shows them. */
export function browserKeys(): { ecdh: ECDH; p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** What the browser would hand the service worker: the aes128gcm body decrypted with the subscription's private key. */
export function decryptPush(body: Buffer, keys: { ecdh: ECDH; auth: string }): unknown {
  return JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString('utf8'));
}
