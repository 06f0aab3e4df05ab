import { endCurrentSession } from '@shelfmark/api-client/sessions';
import { clearToken } from '@shelfmark/session';

/** Spec: Sign Out clears the token, goes to root and reloads. The server ends the session too. */
export function signOut(): void {
  endCurrentSession();
  clearToken();
  window.location.assign('/');
}
