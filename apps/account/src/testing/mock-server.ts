import { initI18n } from '@shelfmark/i18n';
import { clearToken } from '@shelfmark/session';
import { mockApi, startMockApi } from '@shelfmark/testing/node';
import { afterEach, beforeAll } from 'vitest';

export const server = mockApi;

/** The shared mock API for the calling test file; unhandled calls fail. */
export function startMockServer(): void {
  startMockApi();
  beforeAll(() => initI18n({ lng: 'en' }));
  afterEach(() => clearToken());
}
