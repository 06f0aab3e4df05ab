import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCanEditMedia, useIsAdmin, useIsSignedIn, useRole, useUserId } from './session-hooks';
import { clearToken, resetSessionStore, setToken } from './session-store';
import { tokenFor } from './test-tokens';

function useSession() {
  return {
    userId: useUserId(),
    role: useRole(),
    signedIn: useIsSignedIn(),
    canEdit: useCanEditMedia(),
    admin: useIsAdmin(),
  };
}

beforeEach(() => {
  resetSessionStore();
});

describe('session hooks', () => {
  it('reports a signed-out session without a token', () => {
    const { result } = renderHook(useSession);
    expect(result.current).toEqual({ userId: null, role: null, signedIn: false, canEdit: false, admin: false });
  });

  it('follows the token as it is set and cleared', () => {
    const { result } = renderHook(useSession);
    act(() => setToken(tokenFor(42, 'librarian')));
    expect(result.current).toEqual({ userId: 42, role: 'librarian', signedIn: true, canEdit: true, admin: false });
    act(() => setToken(tokenFor(1, 'admin')));
    expect(result.current).toEqual({ userId: 1, role: 'admin', signedIn: true, canEdit: true, admin: true });
    act(() => clearToken());
    expect(result.current.signedIn).toBe(false);
  });

  it('gives a plain user no edit or admin rights', () => {
    setToken(tokenFor(5, 'user'));
    const { result } = renderHook(useSession);
    expect(result.current).toEqual({ userId: 5, role: 'user', signedIn: true, canEdit: false, admin: false });
  });

  it('does not count an expired or garbage token as signed in', () => {
    setToken(tokenFor(5, 'user', Math.floor(Date.now() / 1000) - 60));
    expect(renderHook(useIsSignedIn).result.current).toBe(false);
    setToken('not-a-token');
    expect(renderHook(useSession).result.current.userId).toBeNull();
  });
});
