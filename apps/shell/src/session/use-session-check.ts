import { verifySession } from '@shelfmark/api-client/users';
import { clearToken, isValidToken, useSessionStore } from '@shelfmark/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export type SessionState = 'checking' | 'signedIn' | 'signedOut';

/** The one check of the token stored at start; the bootstrap starts it before React renders. */
export const sessionCheckOptions = (token: string) =>
  queryOptions({ queryFn: verifySession, queryKey: ['session-verification', token], staleTime: Infinity, retry: false });

/**
 * Spec section 4, Root: the token stored at start is verified once with the server; if the
 * server says it is invalid (or it no longer decodes) it is removed and sign-in shows. A token
 * stored later by signing in is fresh from the server and needs no check.
 */
export function useSessionCheck(): SessionState {
  const token = useSessionStore((state) => state.token);
  const [startToken] = useState(token);
  const checkStart = token !== null && token === startToken && isValidToken(token);
  const verification = useQuery({ ...sessionCheckOptions(startToken ?? ''), enabled: checkStart });
  const rejected = checkStart && verification.data === false;
  const unusable = token !== null && !isValidToken(token);

  useEffect(() => {
    if (rejected || unusable) clearToken();
  }, [rejected, unusable]);

  if (token === null || rejected || unusable) return 'signedOut';
  // A server that cannot answer (offline, 5xx) does not sign the user out; the calls will tell.
  if (checkStart && verification.isPending) return 'checking';
  return 'signedIn';
}
