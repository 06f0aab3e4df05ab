import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  /** The receiver's address, with a path to tell endpoints apart. */
  url(path?: string): string;
  received: Received[];
  /** How the next requests are answered (by default 204). */
  answerWith(answer: (request: Received, reply: ServerResponse) => void): void;
  close(): Promise<void>;
}

/** A webhook receiver on 127.0.0.1 that keeps every request it gets. */
export async function startReceiver(): Promise<Receiver> {
  let answer: (request: Received, reply: ServerResponse) => void = (_, reply) => void reply.writeHead(204).end();
  const received: Received[] = [];
  const server = createServer((request, reply) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got = { path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(got);
      answer(got, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    answerWith(next) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Headers as the standardwebhooks library takes them. */
export function signedHeaders(got: Received): Record<string, string> {
  return {
    'webhook-id': String(got.headers['webhook-id']),
    'webhook-timestamp': String(got.headers['webhook-timestamp']),
    'webhook-signature': String(got.headers['webhook-signature']),
  };
}
