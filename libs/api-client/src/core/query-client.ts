import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { coalesceNotifications } from './coalesced-notifications';

/**
 * The page's one query cache, shared by the shell and every remote (react-query and this lib
 * are federation singletons). Client errors (4xx) are not retried: asking again gives the
 * same answer.
 */
export function createQueryClient(): QueryClient {
  coalesceNotifications();
  // React Query assumes a connection until the browser says it lost one; a page opened offline
  // would send its queries, fail each after its retries and show errors over the offline copy.
  // Starting from the browser's own answer, they wait (paused) for the connection instead.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}
