import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ShellLayout } from './layout/shell-layout';

// The shell owns the whole URL space: one layout route whose content is chosen by
// ShellRoutes, which hands each path to the remote that owns it.
const router = createBrowserRouter([{ path: '*', element: <ShellLayout /> }]);

export function App() {
  return <RouterProvider router={router} />;
}
