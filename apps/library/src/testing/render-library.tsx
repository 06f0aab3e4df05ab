import { initI18n } from '@shelfmark/i18n';
import { createQueryClient } from '@shelfmark/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { routes } from '../routes';
import { libraryHandlers } from './library-handlers';
import { resetLibraryStore } from './library-store';

export const server = setupServer(...libraryHandlers);

/** Starts msw over the mock library for the calling test file; unhandled requests fail the test. */
export function startLibraryServer(): void {
  beforeAll(async () => {
    await initI18n({ lng: 'en' });
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    resetLibraryStore();
    setWindowWidth(1024);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Sets the window width the grids and pagers read, and tells listeners about it. */
export function setWindowWidth(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

/** Renders the library area's routes at a path, with a fresh cache set up as the shell's, the way the shell mounts them. */
export function renderLibrary(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
