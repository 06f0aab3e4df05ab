import { initI18n } from '@shelfmark/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { routes } from '../routes';
import { catalogHandlers } from './catalog-handlers';
import { resetCatalogDb } from './catalog-db';
import { tagHandlers } from './tag-handlers';

export const server = setupServer(...catalogHandlers, ...tagHandlers);

/** Starts msw with this area's handlers over a fresh mock database for each test. */
export function useCatalogMocks(): void {
  beforeAll(async () => {
    await initI18n({ lng: 'en' });
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => resetCatalogDb());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Renders this area's routes at a path, as the shell mounts them, with a fresh query cache. */
export function renderScreen(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, ...view };
}
