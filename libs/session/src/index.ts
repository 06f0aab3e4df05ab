export { decodeToken, isValidToken } from './decode-token';
export type { DecodedToken } from './decode-token';
export { canEditMedia, isAdmin } from './roles';
export { readDefaultLibrary, useDefaultLibrary } from './default-library';
export { useCanEditMedia, useIsAdmin, useIsSignedIn, useRole, useUserId } from './session-hooks';
export { clearToken, getToken, resetSessionStore, setToken, useSessionStore } from './session-store';
