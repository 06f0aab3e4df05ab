import { clearToken } from '@shelfmark/session';

/** Spec: Sign Out clears the token, goes to root and reloads. */
export function signOut(): void {
  clearToken();
  window.location.assign('/');
}
