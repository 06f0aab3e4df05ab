import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPoster } from './post-delivery';

const delivery = (url: string) => ({ url, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', messageId: 'msg_1', body: '{"type":"webhook.test"}' });

describe('posting a delivery', () => {
  let silent: Server;
  let url: string;

  beforeAll(async () => {
    // Takes the request and never answers.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    const poster = createPoster({ allowPrivate: true, timeoutMs: 50 });
    expect(await poster.postAll([delivery(url)])).toMatchObject([{ ok: false, statusCode: null, excerpt: 'No answer within 0.05 seconds' }]);
    poster.close();
  });

  it('says why a connection failed', async () => {
    const poster = createPoster({ allowPrivate: true });
    const outcomes = await poster.postAll([delivery('http://127.0.0.1:1/hook')]);
    expect(outcomes).toMatchObject([{ ok: false, statusCode: null, excerpt: expect.stringMatching(/^ECONNREFUSED/) }]);
    poster.close();
  });
});
