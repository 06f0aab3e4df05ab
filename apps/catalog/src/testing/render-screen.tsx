import { initI18n } from '@shelfmark/i18n';
import { resetSessionStore, setToken } from '@shelfmark/session';
import { addEntry, makeToken, media, users } from '@shelfmark/testing';
import { mockApi, startMockApi } from '@shelfmark/testing/node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach } from 'vitest';
import { routes } from '../routes';

export const server = mockApi;

/** The usermediaID of A Wizard of Earthsea, on the reader's shelf with the tag 'comfort read'. */
export const WIZARD_ENTRY_ID = 101;

/**
 * The shared mock API for the calling test file, the reader signed in, with A Wizard of
 * Earthsea on their shelf tagged 'comfort read' and 'desert' on nothing.
 */
export function useCatalogMocks(role: 'user' | 'admin' = 'user'): void {
  startMockApi();
  beforeAll(() => initI18n({ lng: 'en' }));
  beforeEach(() => {
    resetSessionStore();
    setToken(makeToken({ userId: users.reader.userID, role }));
    addEntry(media.wizardOfEarthsea, 'library', { usermediaID: WIZARD_ENTRY_ID, tags: [{ tagID: 1, tagValue: 'comfort read' }] });
  });
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
