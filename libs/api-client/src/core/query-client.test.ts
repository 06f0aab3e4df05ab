import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;

  it('does not retry answers a retry cannot change', () => {
    expect(retry(0, new ApiError(404, null))).toBe(false);
    expect(retry(0, new ApiError(400, null))).toBe(false);
  });

  it('retries server and network failures twice', () => {
    expect(retry(0, new ApiError(503, null))).toBe(true);
    expect(retry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(2, new TypeError('Failed to fetch'))).toBe(false);
  });
});
