import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE, registerErrorHandling } from './error-handler';

const app = Fastify({ logger: false });

beforeAll(async () => {
  registerErrorHandling(app);
  app.get('/down', async () => {
    throw new Error('Failed query: select 1', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) });
  });
  app.get('/bug', async () => {
    throw new Error('undefined is not a function');
  });
  await app.ready();
});

afterAll(() => app.close());

describe('error handling', () => {
  it('answers 503 with a message and Retry-After when the database cannot be reached', async () => {
    const response = await app.inject({ method: 'GET', url: '/down' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).not.toContain('ECONNREFUSED');
  });

  it('still answers other failures with a bare 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
  });
});
