import { createQueryClient } from '@shelfmark/api-client';
import { initI18n, registerMessages } from '@shelfmark/i18n';
import { resetSessionStore } from '@shelfmark/session';
import { handlers, resetMockDb } from '@shelfmark/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import en from '../locales/en.json';
import { searchHandlers } from './search-handlers';

export const server = setupServer(...handlers, ...searchHandlers);

/** msw with the shared handlers plus search, i18n, and a fresh mock database and session per test. */
export function setUpShellTests(): void {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await initI18n({ lng: 'en' });
    registerMessages('shell', { en });
    // jsdom lays nothing out; the search box scrolls its highlighted result into view.
    Element.prototype.scrollIntoView = () => {};
  });
  beforeEach(() => {
    resetMockDb();
    resetSessionStore();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Renders an element under a catch-all route at a path, with a query cache of its own. */
export function renderWithRouter(element: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, ...view };
}
