import { createQueryClient } from '@shelfmark/api-client';
import { initI18n } from '@shelfmark/i18n';
import { resetSessionStore, setToken } from '@shelfmark/session';
import { makeToken, users } from '@shelfmark/testing';
import { mockApi, startMockApi } from '@shelfmark/testing/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach } from 'vitest';
import { routes } from '../routes';

export const server = mockApi;

/** The shared mock API for the calling test file, the reader signed in; unhandled requests fail the test. */
export function startLibraryServer(): void {
  startMockApi();
  beforeAll(() => initI18n({ lng: 'en' }));
  // The shelf screen is a chunk loaded on first render; importing it here first keeps the module
  // transform out of the tests' waiting time.
  beforeAll(async () => {
    await import('../library-shelf/library-screen');
  });
  beforeEach(() => {
    resetSessionStore();
    setToken(makeToken({ userId: users.reader.userID, role: users.reader.role }));
    setWindowWidth(1024);
  });
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
