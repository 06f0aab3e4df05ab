import { createThrottle } from '@shelfmark/api-client';
import { isSendableSearch } from '@shelfmark/contract';
import { useIsAdmin } from '@shelfmark/session';
import { useEffect, useMemo, useRef, useState } from 'react';

/**
 * Suggestions for typed text, throttled to one request per 0.2 s. Empty text clears them
 * without a request; a failed search clears them too.
 */
export function useSuggestions<T>(search: (text: string, admin: boolean) => Promise<T[]>) {
  const admin = useIsAdmin();
  const [results, setResults] = useState<T[]>([]);
  const latest = useRef('');
  const searchRef = useRef(search);
  searchRef.current = search;

  const throttled = useMemo(
    () =>
      createThrottle((text: string) => {
        searchRef
          .current(text, admin)
          .then((found) => {
            if (latest.current === text) setResults(found);
          })
          .catch(() => setResults([]));
      }),
    [admin],
  );
  useEffect(() => () => throttled.cancel(), [throttled]);

  const update = (text: string) => {
    latest.current = text;
    if (!isSendableSearch(text)) {
      throttled.cancel();
      setResults([]);
      return;
    }
    throttled(text);
  };

  return { results, update, clear: () => update('') };
}
