import { TOKEN_STORAGE_KEY } from '@shelfmark/contract';
import { create } from 'zustand';
import { localStore } from './local-store';

/** The token, kept in local storage; for the tab only when storage is blocked (sign-in then lasts until a reload). */
interface SessionState {
  token: string | null;
  setToken: (token: string) => void;
  clearToken: () => void;
}

function readStoredToken(): string | null {
  return localStore.getItem(TOKEN_STORAGE_KEY);
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: readStoredToken(),
  setToken: (token) => {
    localStore.setItem(TOKEN_STORAGE_KEY, token);
    set({ token });
  },
  clearToken: () => {
    localStore.removeItem(TOKEN_STORAGE_KEY);
    set({ token: null });
  },
}));

export function getToken(): string | null {
  return useSessionStore.getState().token;
}

export function setToken(token: string): void {
  useSessionStore.getState().setToken(token);
}

export function clearToken(): void {
  useSessionStore.getState().clearToken();
}

/** Re-reads the stored token, for tests that change local storage between cases. */
export function resetSessionStore(): void {
  useSessionStore.setState({ token: readStoredToken() });
}
