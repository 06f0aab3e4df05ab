import { CATALOG_DISPLAY_STORAGE_KEY } from '@shelfmark/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDisplaySize } from './use-display-size';

describe('useDisplaySize', () => {
  it("defaults to Expanded ('exp') when nothing is stored", () => {
    expect(renderHook(() => useDisplaySize()).result.current[0]).toBe('exp');
  });

  it('ignores a stored value that is not cover or exp', () => {
    localStorage.setItem(CATALOG_DISPLAY_STORAGE_KEY, 'huge');
    expect(renderHook(() => useDisplaySize()).result.current[0]).toBe('exp');
  });

  it('stores the choice and reads it back next time', () => {
    const first = renderHook(() => useDisplaySize());
    act(() => first.result.current[1]('cover'));
    expect(first.result.current[0]).toBe('cover');
    expect(localStorage.getItem(CATALOG_DISPLAY_STORAGE_KEY)).toBe('cover');
    expect(renderHook(() => useDisplaySize()).result.current[0]).toBe('cover');
  });
});
