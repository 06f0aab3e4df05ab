import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';

/** Renders a remote's route objects at one path, the way the shell mounts them. */
export function renderAtPath(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
