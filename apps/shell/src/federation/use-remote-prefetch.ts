import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenScreenSettled } from './screen-settled';

/**
 * While signed in, fetches the remotes likely next (remote-prefetch.ts). That code is not
 * needed for the first screen, so it arrives in a chunk of its own once that screen is in
 * place and the browser is idle; if it cannot load, nothing is prefetched and every remote
 * still loads when opened.
 */
export function useRemotePrefetch(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return undefined;
    let stop: (() => void) | undefined;
    let unmounted = false;
    const dataLoading = () => queryClient.isFetching() > 0;
    const cancel = whenScreenSettled(() => {
      import(/* webpackChunkName: "remote-prefetch" */ './remote-prefetch')
        .then(({ startRemotePrefetch }) => {
          if (!unmounted) stop = startRemotePrefetch({ dataLoading });
        })
        .catch((error: unknown) => console.warn('Remotes will load when opened; prefetching is unavailable', error));
    }, dataLoading);
    return () => {
      unmounted = true;
      cancel();
      stop?.();
    };
  }, [signedIn, queryClient]);
}
