import { describe, expect, it } from 'vitest';
import { readResponse } from './read-response';

const respond = (body: BodyInit | null, contentType?: string) =>
  new Response(body, contentType ? { headers: { 'Content-Type': contentType } } : {});

describe('readResponse', () => {
  it('parses JSON content', async () => {
    await expect(readResponse(respond('{"mediaID":3}', 'application/json; charset=utf-8'))).resolves.toEqual({ mediaID: 3 });
    await expect(readResponse(respond('true', 'application/json'))).resolves.toBe(true);
    await expect(readResponse(respond('{"message":"x"}', 'application/problem+json'))).resolves.toEqual({ message: 'x' });
  });

  it('reads plain text as text', async () => {
    await expect(readResponse(respond('eyJ.token.sig', 'text/plain; charset=utf-8'))).resolves.toBe('eyJ.token.sig');
  });

  it('returns octet-stream content raw', async () => {
    const body = await readResponse(respond(new Uint8Array([255, 216, 255]), 'application/octet-stream'));
    // Not toBeInstanceOf(Blob): under jsdom the global Blob differs from the one fetch creates.
    expect(body).toMatchObject({ size: 3, type: 'application/octet-stream' });
    expect(new Uint8Array(await (body as Blob).arrayBuffer())).toEqual(new Uint8Array([255, 216, 255]));
  });

  it('yields null for any other content type', async () => {
    await expect(readResponse(respond('<p>hi</p>', 'text/html'))).resolves.toBeNull();
    await expect(readResponse(respond('x', 'image/jpeg'))).resolves.toBeNull();
    await expect(readResponse(new Response(new Uint8Array([1, 2])))).resolves.toBeNull();
  });

  it('yields null for an empty body', async () => {
    await expect(readResponse(respond('', 'application/json'))).resolves.toBeNull();
    await expect(readResponse(respond(null, 'text/plain'))).resolves.toBeNull();
    await expect(readResponse(new Response(null, { status: 204 }))).resolves.toBeNull();
  });
});
