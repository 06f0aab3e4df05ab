import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { coalesceNotifications } from './coalesced-notifications';

/**
 * The page's one query cache, shared by the shell and every remote (react-query and this lib
 * are federation singletons). Client errors (4xx) are not retried: asking again gives the
 * same answer.
 */
export function createQueryClient(): QueryClient {
  coalesceNotifications();
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
