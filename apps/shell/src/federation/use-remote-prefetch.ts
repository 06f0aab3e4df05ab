import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Runs `task` when the browser is next idle (soon after the first screen), or 200 ms later where it cannot tell. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * While signed in, fetches the remotes likely next (remote-prefetch.ts). That code is not
 * needed for the first screen, so it arrives in a chunk of its own once the browser is idle
 * after it; if it cannot load, nothing is prefetched and every remote still loads when opened.
 */
export function useRemotePrefetch(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return undefined;
    let stop: (() => void) | undefined;
    let unmounted = false;
    const cancel = whenIdle(() => {
      import(/* webpackChunkName: "remote-prefetch" */ './remote-prefetch')
        .then(({ startRemotePrefetch }) => {
          if (!unmounted) stop = startRemotePrefetch({ dataLoading: () => queryClient.isFetching() > 0 });
        })
        .catch((error: unknown) => console.warn('Remotes will load when opened; prefetching is unavailable', error));
    });
    return () => {
      unmounted = true;
      cancel();
      stop?.();
    };
  }, [signedIn, queryClient]);
}
