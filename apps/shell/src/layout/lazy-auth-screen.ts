import { getToken, isValidToken } from '@shelfmark/session';
import { lazy } from 'react';

const loadAuthScreen = () => import(/* webpackChunkName: "auth-screen" */ '../auth/auth-screen');

/**
 * Sign-in, registration and the reset request, in a chunk of their own: a signed-in user's
 * first load does not carry them. A chunk that cannot load (the network, or a page left open
 * across a deploy) throws here, outside any area, to the root error boundary.
 */
export const LazyAuthScreen = lazy(() => loadAuthScreen().then(({ AuthScreen }) => ({ default: AuthScreen })));

/** Without a usable token the sign-in screen comes first: start its download with the app's start. */
export function preloadAuthScreenWhenSignedOut(): void {
  // A failure is reported when the screen renders, which loads the chunk again.
  if (!isValidToken(getToken())) loadAuthScreen().catch(() => undefined);
}
