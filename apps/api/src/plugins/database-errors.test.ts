import { describe, expect, it } from 'vitest';
import { databaseErrorAnswer, isDatabaseUnavailable } from './database-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** How Drizzle reports a failed query: its own error, the driver's as the cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['the server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['the server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['no connection within the timeout', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s, also behind a wrapper', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key', '23505')],
    ['a syntax error', withCode('syntax error', '42601')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(wrapped(error as Error))).toBe(false);
  });
});

describe('databaseErrorAnswer', () => {
  it('leaves an unreachable database to the 503 answer', () => {
    expect(databaseErrorAnswer(wrapped(withCode('terminating connection', '57P01')))).toBeUndefined();
    expect(databaseErrorAnswer(wrapped(withCode('connect ECONNREFUSED', 'ECONNREFUSED')))).toBeUndefined();
  });
});
