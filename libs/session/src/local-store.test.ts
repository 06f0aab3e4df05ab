import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore } from './local-store';

// Storage works again before the shared clean-up clears it.
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const refused = () => new DOMException('The operation is insecure.', 'SecurityError');

describe('the guarded local storage', () => {
  it('reads and writes local storage', () => {
    localStore.setItem('token', 'a.b.c');
    expect(localStorage.getItem('token')).toBe('a.b.c');
    expect(localStore.getItem('token')).toBe('a.b.c');
    localStore.removeItem('token');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('finds nothing and drops writes when reading localStorage itself throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw refused();
    });
    expect(() => localStore.setItem('token', 'a.b.c')).not.toThrow();
    expect(localStore.getItem('token')).toBeNull();
    expect(() => localStore.removeItem('token')).not.toThrow();
  });

  it('finds nothing when every call on it throws', () => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw refused();
      });
    }
    expect(() => localStore.setItem('token', 'a.b.c')).not.toThrow();
    expect(localStore.getItem('token')).toBeNull();
    expect(() => localStore.removeItem('token')).not.toThrow();
  });

  it('finds nothing where there is no localStorage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(localStore.getItem('token')).toBeNull();
    expect(() => localStore.setItem('token', 'a.b.c')).not.toThrow();
  });
});
