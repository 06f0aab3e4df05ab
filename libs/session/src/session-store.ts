import { TOKEN_STORAGE_KEY } from '@shelfmark/contract';
import { create } from 'zustand';

interface SessionState {
  token: string | null;
  setToken: (token: string) => void;
  clearToken: () => void;
}

// Storage can be missing (server, tests in node) or throw (blocked storage); the session then lives in memory.
function withStorage<T>(run: (storage: Storage) => T, fallback: T): T {
  try {
    return typeof localStorage === 'undefined' ? fallback : run(localStorage);
  } catch {
    return fallback;
  }
}

function readStoredToken(): string | null {
  return withStorage((storage) => storage.getItem(TOKEN_STORAGE_KEY), null);
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: readStoredToken(),
  setToken: (token) => {
    withStorage((storage) => storage.setItem(TOKEN_STORAGE_KEY, token), undefined);
    set({ token });
  },
  clearToken: () => {
    withStorage((storage) => storage.removeItem(TOKEN_STORAGE_KEY), undefined);
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
