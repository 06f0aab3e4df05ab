import { initI18n } from '@shelfmark/i18n';
import { resetSessionStore, setToken } from '@shelfmark/session';
import { makeToken } from '@shelfmark/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { routes } from '../routes';
import { catalogHandlers } from './catalog-handlers';
import { featureHandlers } from './feature-handlers';
import { shelfHandlers } from './shelf-handlers';
import { createShelfState, type ShelfState } from './shelf-state';

export const server = setupServer();

/** Starts msw for a test file; unhandled requests fail the test. */
export function startMediaServer(): void {
  beforeAll(async () => {
    await initI18n({ lng: 'en' });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    resetSessionStore();
  });
  afterAll(() => server.close());
}

export interface RenderMediaOptions {
  state?: ShelfState;
  role?: 'admin' | 'librarian' | 'user';
  /** Navigation state of the entry at `path`, as /editmedia receives its item. */
  locationState?: unknown;
  /** Pages visited before `path`, for going back. */
  before?: string[];
}

/** Renders the media routes at a path (query string allowed), signed in, against handlers serving `state`. */
export function renderMedia(path: string, { state = createShelfState(), role = 'user', locationState, before = [] }: RenderMediaOptions = {}) {
  const { pathname, search } = new URL(path, 'http://localhost');
  server.use(...shelfHandlers(state), ...featureHandlers(state), ...catalogHandlers(state));
  setToken(makeToken({ userId: 1, role }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [...routes, { path: '*', element: <p>elsewhere</p> }],
    { initialEntries: [...before, { pathname, search, state: locationState }] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { state, router, ...view };
}
