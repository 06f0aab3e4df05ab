import { useLanguage } from '@shelfmark/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { RootErrorBoundary } from './errors/root-error-boundary';
import { preloadAuthScreenWhenSignedOut } from './layout/lazy-auth-screen';
import { ShellLayout } from './layout/shell-layout';
import { queryClient } from './query-client';

preloadAuthScreenWhenSignedOut();

// The shell owns the whole URL space: ShellLayout hands each path to the remote that owns
// it. A declarative router, not a data router (createBrowserRouter): no screen uses loaders
// or actions, and the shared react-router then ships without the data-router code.
export function App() {
  // A new language renders the whole page anew: texts read outside useT (the contract's spec
  // texts, values computed once) change with it too.
  const language = useLanguage();
  return (
    <RootErrorBoundary key={language}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ShellLayout />
        </BrowserRouter>
      </QueryClientProvider>
    </RootErrorBoundary>
  );
}
