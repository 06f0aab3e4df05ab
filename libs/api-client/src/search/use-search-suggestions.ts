import { createThrottle } from '@shelfmark/api-client';
import { isSendableSearch, type Creator, type Media, type Series } from '@shelfmark/contract';
import { useIsAdmin } from '@shelfmark/session';
import { useEffect, useMemo, useRef, useState } from 'react';
import { search, type SearchFound } from './search';

interface Suggested {
  Title: Media;
  Creator: Creator;
  Series: Series;
}

/**
 * Suggestions for typed text (the media form's creators and series, the recommendation
 * picker's titles), throttled to one request per 0.2 s and searched as the role allows.
 * Empty text clears them without a request; a failed search clears them too.
 */
export function useSearchSuggestions<Type extends keyof Suggested>(searchType: Type) {
  const allAccess = useIsAdmin();
  const [results, setResults] = useState<Suggested[Type][]>([]);
  const latest = useRef('');

  const throttled = useMemo(
    () =>
      createThrottle((searchString: string) => {
        search({ searchString, searchType }, allAccess)
          .then((found: SearchFound) => {
            if (latest.current === searchString) setResults(found.items as Suggested[Type][]);
          })
          .catch(() => setResults([]));
      }),
    [allAccess, searchType],
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
