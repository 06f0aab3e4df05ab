// Shared by this lib's tests only.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const server = setupServer();

/** Starts msw for the calling test file; unhandled requests fail the test. */
export function startMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } } });
}

export function queryWrapper(client: QueryClient = testQueryClient()) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Whether a cached query was marked stale by an invalidation (false when it is not cached). */
export function isInvalidated(client: QueryClient, queryKey: readonly unknown[]): boolean {
  return client.getQueryState(queryKey)?.isInvalidated ?? false;
}

export function tokenFor(userId: number, role: string): string {
  const payload = btoa(JSON.stringify({ sub: String(userId), role, iat: 1, exp: 4_102_444_800 }));
  return `eyJhbGciOiJIUzI1NiJ9.${payload.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.c2ln`;
}
