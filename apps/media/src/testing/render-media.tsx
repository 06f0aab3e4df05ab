import { initI18n } from '@shelfmark/i18n';
import { resetSessionStore, setToken } from '@shelfmark/session';
import { addEntry, makeToken, users, type EntryFields, type MockEntry } from '@shelfmark/testing';
import { mockApi, startMockApi } from '@shelfmark/testing/node';
import type { Media } from '@shelfmark/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll } from 'vitest';
import { routes } from '../routes';

export const server = mockApi;

/** The shared mock API for a test file; unhandled requests fail the test. */
export function startMediaServer(): void {
  startMockApi();
  beforeAll(() => initI18n({ lng: 'en' }));
  // Registered after the mock API's reset, so it runs before it: a screen still mounted could
  // send a throttled look-up after the reset, into the next test's log of calls.
  afterEach(() => {
    cleanup();
    resetSessionStore();
  });
}

/** Puts an item on the reader's shelf with usermediaID = mediaID + 100 (Dune, 3, is entry 103). */
export function shelve(media: Media, fields: EntryFields = {}): MockEntry {
  return addEntry(media, fields.status ?? 'library', { usermediaID: media.mediaID + 100, ...fields });
}

export interface RenderMediaOptions {
  role?: 'admin' | 'librarian' | 'user';
  /** Navigation state of the entry at `path`, as /editmedia receives its item. */
  locationState?: unknown;
  /** Pages visited before `path`, for going back. */
  before?: string[];
}

/** Renders the media routes at a path (query string allowed), signed in as the reader with a role. */
export function renderMedia(path: string, { role = 'user', locationState, before = [] }: RenderMediaOptions = {}) {
  const { pathname, search } = new URL(path, 'http://localhost');
  setToken(makeToken({ userId: users.reader.userID, role }));
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
  return { router, client, ...view };
}
