import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog, redactUrl, serializeRequest } from './request-log';

describe('redactUrl', () => {
  it('keeps reset tokens out of the log', () => {
    expect(redactUrl('/api/v1/users/passwordreset/Abc-123_x')).toBe('/api/v1/users/passwordreset/[token]');
    expect(redactUrl('/passwordreset/Abc?x=1')).toBe('/passwordreset/[token]?x=1');
    expect(redactUrl('/confirm-email/Abc-123_x')).toBe('/confirm-email/[token]');
  });

  it('leaves other paths alone', () => {
    expect(redactUrl('/api/v1/users/passwordreset')).toBe('/api/v1/users/passwordreset');
    expect(redactUrl('/api/v1/medias/12')).toBe('/api/v1/medias/12');
  });
});

describe('the request log', () => {
  it('writes one line a request, with its redacted URL, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, next) => (lines.push(JSON.parse(chunk.toString())), next()) });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: serializeRequest } }, logController: new OneLineRequestLog() });
    app.get('/api/v1/users/passwordreset/:token', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/v1/users/passwordreset/secret-token' });
    await app.inject({ method: 'GET', url: '/nowhere' });
    await app.close();
    expect(lines.map((line) => line['msg'])).not.toContain('incoming request');
    const completed = lines.filter((line) => line['msg'] === 'request completed');
    expect(completed).toHaveLength(2);
    expect(completed[0]).toMatchObject({ req: { method: 'GET', url: '/api/v1/users/passwordreset/[token]' }, res: { statusCode: 200 }, responseTime: expect.any(Number) });
    expect(completed[1]).toMatchObject({ req: { url: '/nowhere' }, res: { statusCode: 404 } });
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });
});
