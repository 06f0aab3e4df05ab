import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRememberedChoice } from './remembered-choices';

// Storage works again before the shared clean-up clears it.
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const refused = () => new DOMException('The operation is insecure.', 'SecurityError');

/** A browser that blocks storage: reading `localStorage` itself throws. */
function blockStorage() {
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw refused();
  });
}

function ShowsLibrary() {
  return <p>{useRememberedChoice('defaultLibrary')[0]}</p>;
}

describe('remembered choices', () => {
  it('read what local storage holds under the spec keys, when first asked for', () => {
    localStorage.setItem('default_library', 'TBR');
    localStorage.setItem('defaultSort', JSON.stringify({ sortBy: 'title', asc: false }));
    localStorage.setItem('homepageLibraySelection', 'recent');
    localStorage.setItem('catalogDisplaySize', 'cover');
    expect(renderHook(() => useRememberedChoice('defaultLibrary')).result.current[0]).toBe('TBR');
    expect(renderHook(() => useRememberedChoice('sort')).result.current[0]).toEqual({ sortBy: 'title', asc: false });
    expect(renderHook(() => useRememberedChoice('homeSection')).result.current[0]).toBe('recent');
    expect(renderHook(() => useRememberedChoice('catalogDisplay')).result.current[0]).toBe('cover');
  });

  it('read the defaults when nothing or something unknown is stored', () => {
    localStorage.setItem('default_library', 'shelf');
    localStorage.setItem('defaultSort', '{not json');
    expect(renderHook(() => useRememberedChoice('defaultLibrary')).result.current[0]).toBe('read');
    expect(renderHook(() => useRememberedChoice('sort')).result.current[0]).toEqual({ sortBy: 'creator', asc: true });
    expect(renderHook(() => useRememberedChoice('homeSection')).result.current[0]).toBe('TBR');
    expect(renderHook(() => useRememberedChoice('catalogDisplay')).result.current[0]).toBe('exp');
  });

  it('write a choice through to storage, in the format the spec keys have always held', () => {
    const sort = renderHook(() => useRememberedChoice('sort'));
    act(() => sort.result.current[1]({ sortBy: 'recent', asc: false }));
    expect(sort.result.current[0]).toEqual({ sortBy: 'recent', asc: false });
    expect(localStorage.getItem('defaultSort')).toBe('{"sortBy":"recent","asc":false}');
    const library = renderHook(() => useRememberedChoice('defaultLibrary'));
    act(() => library.result.current[1]('DNF'));
    expect(localStorage.getItem('default_library')).toBe('DNF');
  });

  it('show a choice to every reader in the page at once', () => {
    render(<ShowsLibrary />);
    const other = renderHook(() => useRememberedChoice('defaultLibrary'));
    act(() => other.result.current[1]('watch'));
    expect(screen.getByText('watch')).toBeTruthy();
  });

  it('give the same value for the same stored text, render after render', () => {
    localStorage.setItem('defaultSort', JSON.stringify({ sortBy: 'title', asc: true }));
    const { result, rerender } = renderHook(() => useRememberedChoice('sort'));
    const first = result.current[0];
    rerender();
    expect(result.current[0]).toBe(first);
  });

  it('follow a change made in another tab', () => {
    localStorage.setItem('default_library', 'watch');
    render(<ShowsLibrary />);
    act(() => {
      localStorage.setItem('default_library', 'DNF');
      window.dispatchEvent(new StorageEvent('storage', { key: 'default_library', newValue: 'DNF' }));
    });
    expect(screen.getByText('DNF')).toBeTruthy();
  });

  it("let another tab's change replace this tab's choice", () => {
    const { result } = renderHook(() => useRememberedChoice('catalogDisplay'));
    act(() => result.current[1]('cover'));
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current[0]).toBe('exp');
  });

  it('work in memory when the browser blocks storage', () => {
    blockStorage();
    const { result } = renderHook(() => useRememberedChoice('homeSection'));
    expect(result.current[0]).toBe('TBR');
    act(() => result.current[1]('watch'));
    expect(result.current[0]).toBe('watch');
    expect(renderHook(() => useRememberedChoice('homeSection')).result.current[0]).toBe('watch');
  });

  it('keep a choice for the tab when storage refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useRememberedChoice('sort'));
    act(() => result.current[1]({ sortBy: 'title', asc: true }));
    expect(result.current[0]).toEqual({ sortBy: 'title', asc: true });
  });

  it('read the defaults when storage refuses to be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw refused();
    });
    expect(renderHook(() => useRememberedChoice('defaultLibrary')).result.current[0]).toBe('read');
    expect(renderHook(() => useRememberedChoice('catalogDisplay')).result.current[0]).toBe('exp');
  });

  it('start afresh in every test (the stores are reset between tests)', () => {
    expect(renderHook(() => useRememberedChoice('homeSection')).result.current[0]).toBe('TBR');
  });
});
