import { connect, type Socket } from 'node:net';

export interface SlowRequest {
  /** Sends the rest of the body. */
  finish(): void;
  /** The status line's code, once the response has arrived. */
  status: Promise<number>;
}

/**
 * An HTTP request whose body arrives in two parts: between them it is in flight on the
 * server, which is what a graceful shutdown must wait for. Resolves once the server has read
 * the headers (it answers `Expect: 100-continue`) and half of the body was sent.
 */
export async function startSlowRequest(options: { port: number; method: string; path: string; token: string; body: unknown }): Promise<SlowRequest> {
  const body = Buffer.from(JSON.stringify(options.body));
  const half = Math.floor(body.length / 2);
  const socket: Socket = connect(options.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let response = '';
  let headersRead: () => void = () => undefined;
  const continued = new Promise<void>((resolve) => (headersRead = resolve));
  const status = new Promise<number>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      response += chunk.toString('utf8');
      if (response.startsWith('HTTP/1.1 100 ')) headersRead();
      const final = /^HTTP\/1\.1 ([2-5]\d{2}) /m.exec(response);
      if (final?.[1]) resolve(Number(final[1]));
    });
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`Connection closed without a final status line: ${JSON.stringify(response)}`)));
  });
  // A rejection before anyone awaits status must not count as unhandled.
  status.catch(() => undefined);
  socket.write(
    `${options.method} ${options.path} HTTP/1.1\r\nHost: 127.0.0.1:${options.port}\r\nAuthorization: Bearer ${options.token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
  );
  await Promise.race([continued, status.then(() => Promise.reject(new Error(`Answered before the body was sent: ${response}`)))]);
  socket.write(body.subarray(0, half));
  return {
    // write, not end: a client that half-closes its side has given up on the answer, and Node drops the request.
    finish: () => void socket.write(body.subarray(half)),
    status,
  };
}
