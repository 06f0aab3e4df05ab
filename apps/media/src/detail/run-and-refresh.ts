import { useState } from 'react';
import { useRefreshShelfItem } from '../api/refresh-shelf-item';

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** Runs a shelf call, then refetches the entry; keeps the last error (as `describe` words it) to show. */
export function useRunAndRefresh(mediaID: number, describe: (failure: unknown) => string = messageOf) {
  const refresh = useRefreshShelfItem(mediaID);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
      setError(null);
      await refresh();
    } catch (failure) {
      setError(describe(failure));
    }
  };
  return { run, error, setError };
}
