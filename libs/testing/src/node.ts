import { callKey } from '@shelfmark/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockDb } from './db/mock-db';
import { handlers } from './handlers';

export { testFile, withNodeFormData } from './node-files';

/** The mock API in Node (Vitest): every handler over mockDb. Tests add their own with mockApi.use(...). */
export const mockApi = setupServer(...handlers);

/**
 * Starts the mock API for the calling test file; a request no handler answers fails the test.
 * After each test the test's own handlers go and the mock database starts afresh.
 */
export function startMockApi(): void {
  beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mockApi.resetHandlers();
    resetMockDb();
  });
  afterAll(() => mockApi.close());
}

/**
 * Records the GET calls the page makes through the mock API, in order, each spelt as the
 * contract's `callKey` spells it (path under /api/v1 and sorted query), until `stop`.
 */
export function recordGetCalls(): { calls: string[]; stop: () => void } {
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET') calls.push(callKey(url.pathname.replace(/^.*?\/api\/v1/, ''), url.searchParams));
  };
  mockApi.events.on('request:start', record);
  return { calls, stop: () => mockApi.events.removeListener('request:start', record) };
}
