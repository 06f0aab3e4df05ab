import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageEffects } from './use-page-effects';

describe('usePageEffects', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('scrolls to the top 50 ms after a page change, not on the first page shown', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = renderHook(({ page }) => usePageEffects(page, 3, () => {}), { initialProps: { page: 1 } });
    vi.advanceTimersByTime(100);
    expect(scrollTo).not.toHaveBeenCalled();
    rerender({ page: 2 });
    vi.advanceTimersByTime(49);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it.each([
    [4, 3, true],
    [3, 3, false],
    [2, 0, true],
    [1, 0, false],
    [5, undefined, false],
  ])('on page %i of %s pages, resets to page 1: %s', (page, totalPages, resets) => {
    const resetPage = vi.fn();
    renderHook(() => usePageEffects(page, totalPages, resetPage));
    expect(resetPage).toHaveBeenCalledTimes(resets ? 1 : 0);
  });
});
