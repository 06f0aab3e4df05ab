import { describe, expect, it } from 'vitest';
import { failureOf } from './failures';

const http = (status: number, serverMessage: string | null = null) => Object.assign(new Error(`Failed to patch media: Request failed with status: ${status}`), { status, serverMessage });

describe('failureOf', () => {
  it.each([
    [new TypeError('Failed to fetch'), { kind: 'offline', reason: null }],
    [http(401), { kind: 'signedOut', reason: null }],
    [http(403), { kind: 'signedOut', reason: null }],
    [http(404, 'Creator not found'), { kind: 'notFound', reason: 'Creator not found' }],
    [http(404), { kind: 'notFound', reason: null }],
    [http(409, 'Username already taken'), { kind: 'refused', reason: 'Username already taken' }],
    [http(400), { kind: 'server', reason: null }],
    [http(429, 'Too many'), { kind: 'busy', reason: null }],
    [http(503), { kind: 'busy', reason: null }],
    [http(500, 'Internal server error'), { kind: 'server', reason: null }],
    [new Error('boom'), { kind: 'server', reason: null }],
    ['text', { kind: 'server', reason: null }],
  ])('reads %s', (error, failure) => {
    expect(failureOf(error)).toEqual(failure);
  });
});
