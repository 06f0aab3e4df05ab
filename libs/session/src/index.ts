export { decodeToken, isValidToken } from './decode-token';
export type { DecodedToken } from './decode-token';
export { canEditMedia, isAdmin } from './roles';
export { useRememberedChoice } from './remembered-choices';
export { useCanEditMedia, useIsAdmin, useIsSignedIn, useRole, useUserId } from './session-hooks';
export { clearToken, getToken, resetSessionStore, setToken, useSessionStore } from './session-store';
