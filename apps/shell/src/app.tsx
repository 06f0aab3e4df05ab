import { createQueryClient } from '@shelfmark/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ShellLayout } from './layout/shell-layout';

// The shell owns the whole URL space: one layout route whose content is chosen by
// ShellRoutes, which hands each path to the remote that owns it.
const router = createBrowserRouter([{ path: '*', element: <ShellLayout /> }]);
const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
