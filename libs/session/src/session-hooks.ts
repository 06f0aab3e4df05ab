import type { Role } from '@shelfmark/contract';
import { decodeToken, isValidToken } from './decode-token';
import { canEditMedia, isAdmin } from './roles';
import { useSessionStore } from './session-store';

export function useUserId(): number | null {
  return useSessionStore((state) => decodeToken(state.token)?.userId ?? null);
}

export function useRole(): Role | null {
  return useSessionStore((state) => decodeToken(state.token)?.role ?? null);
}

export function useIsSignedIn(): boolean {
  return useSessionStore((state) => isValidToken(state.token));
}

export function useCanEditMedia(): boolean {
  return canEditMedia(useRole());
}

export function useIsAdmin(): boolean {
  return isAdmin(useRole());
}
