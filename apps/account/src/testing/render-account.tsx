import { setToken } from '@shelfmark/session';
import { makeToken, users } from '@shelfmark/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../routes';

type FixtureUser = keyof typeof users;

/** Stores a token for one of the fixture accounts, as the shell does after sign-in. */
export function signInAs(user: FixtureUser): void {
  const { userID, role } = users[user];
  setToken(makeToken({ userId: userID, role }));
}

/** Renders this remote's routes at a path inside a fresh query cache, the way the shell mounts them. */
export function renderAccount(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([...routes, { path: '/', element: <p>Home page</p> }], { initialEntries: [path] });
  return {
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
