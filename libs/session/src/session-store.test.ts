import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getToken, resetSessionStore, setToken, useSessionStore } from './session-store';

beforeEach(() => {
  resetSessionStore();
});

describe('session store', () => {
  it('stores the token under the token key', () => {
    setToken('abc.def.ghi');
    expect(getToken()).toBe('abc.def.ghi');
    expect(useSessionStore.getState().token).toBe('abc.def.ghi');
    expect(localStorage.getItem('token')).toBe('abc.def.ghi');
  });

  it('removes the token on clear', () => {
    setToken('abc.def.ghi');
    clearToken();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('reads the stored token when created', async () => {
    localStorage.setItem('token', 'stored.token.value');
    vi.resetModules();
    const fresh = await import('./session-store');
    expect(fresh.getToken()).toBe('stored.token.value');
  });

  it('keeps the session in memory when storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    setToken('abc.def.ghi');
    expect(getToken()).toBe('abc.def.ghi');
  });

  it('resets to what storage holds', () => {
    useSessionStore.setState({ token: 'in.memory.only' });
    resetSessionStore();
    expect(getToken()).toBeNull();
  });
});
