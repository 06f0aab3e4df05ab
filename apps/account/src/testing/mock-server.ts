import { clearToken } from '@shelfmark/session';
import { handlers, resetMockDb } from '@shelfmark/testing';
import { initI18n } from '@shelfmark/i18n';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { accountHandlers } from './account-handlers';
import { importHandlers } from './import-handlers';
import { resetImportStore } from './import-store';
import { resetRequestStore } from './request-store';

export const server = setupServer(...handlers, ...accountHandlers, ...importHandlers);

/** msw with the shared and account handlers for the calling test file; unhandled calls fail. */
export function startMockServer(): void {
  beforeAll(async () => {
    await initI18n({ lng: 'en' });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    resetMockDb();
    resetRequestStore();
    resetImportStore();
    clearToken();
  });
  afterAll(() => server.close());
}
