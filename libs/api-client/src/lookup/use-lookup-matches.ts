import { createThrottle } from '@shelfmark/api-client';
import type { LookupQuery } from '@shelfmark/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { lookupKeys } from '../cache/query-keys';
import { getLookupQueryOptions } from './look-up';

const sameQuery = (a: LookupQuery | null, b: LookupQuery | null) =>
  a === b || (a !== null && b !== null && lookupKeys.query(a).join('\u0000') === lookupKeys.query(b).join('\u0000'));

/**
 * Matches for what is being typed, as the spec's searches are throttled (one request per 0.2 s),
 * and with one look-up in flight at a time: the services are paced by the server (Open Library
 * three a second, MusicBrainz one), so requests that would only queue there are not sent; the
 * latest text goes once the answer before it is in. `ask(null)` forgets the matches.
 */
export function useLookupMatches() {
  const [wanted, setWanted] = useState<LookupQuery | null>(null);
  const [sent, setSent] = useState<LookupQuery | null>(null);
  const throttled = useMemo(() => createThrottle((query: LookupQuery) => setWanted(query)), []);
  useEffect(() => () => throttled.cancel(), [throttled]);

  const result = useQuery({
    ...getLookupQueryOptions(sent ?? { type: 'book', q: '' }),
    enabled: sent !== null,
    placeholderData: keepPreviousData,
  });
  const busy = result.isFetching;
  useEffect(() => {
    if (!busy && wanted !== null && !sameQuery(wanted, sent)) setSent(wanted);
  }, [busy, wanted, sent]);

  const ask = (query: LookupQuery | null) => {
    if (query === null) {
      throttled.cancel();
      setWanted(null);
      setSent(null);
      return;
    }
    throttled(query);
  };

  return {
    /** The query whose answer is shown, or null. */
    query: sent,
    response: sent === null ? undefined : result.data,
    /** The look-up call itself failed (the server unreachable, or one without the call). */
    failed: sent !== null && result.isError,
    pending: (sent !== null && result.isFetching) || (wanted !== null && !sameQuery(wanted, sent)),
    ask,
  };
}
