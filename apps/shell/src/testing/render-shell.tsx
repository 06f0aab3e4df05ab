import { createQueryClient } from '@shelfmark/api-client';
import { initI18n, registerMessages } from '@shelfmark/i18n';
import { resetSessionStore } from '@shelfmark/session';
import { mockApi, startMockApi } from '@shelfmark/testing/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach } from 'vitest';
import en from '../locales/en.json';

export const server = mockApi;

/** The shared mock API, i18n, and a fresh mock database and session per test. */
export function setUpShellTests(): void {
  startMockApi();
  beforeAll(async () => {
    await initI18n({ lng: 'en' });
    registerMessages('shell', { en });
    // jsdom lays nothing out; the search box scrolls its highlighted result into view.
    Element.prototype.scrollIntoView = () => {};
  });
  beforeEach(() => resetSessionStore());
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
