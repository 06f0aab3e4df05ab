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
