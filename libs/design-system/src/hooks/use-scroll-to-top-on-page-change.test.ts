import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnPageChange } from './use-scroll-to-top-on-page-change';

describe('useScrollToTopOnPageChange', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('scrolls to the top 50 ms after a page change, not on the first page shown', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = renderHook(({ page }) => useScrollToTopOnPageChange(page), { initialProps: { page: 1 } });
    vi.advanceTimersByTime(100);
    expect(scrollTo).not.toHaveBeenCalled();
    rerender({ page: 2 });
    vi.advanceTimersByTime(49);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('scrolls once for a page changed twice within 50 ms, and not when the page stays', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = renderHook(({ page }) => useScrollToTopOnPageChange(page), { initialProps: { page: 3 } });
    rerender({ page: 2 });
    vi.advanceTimersByTime(20);
    rerender({ page: 1 });
    rerender({ page: 1 });
    vi.advanceTimersByTime(100);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
