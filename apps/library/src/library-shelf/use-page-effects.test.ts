import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageEffects } from './use-page-effects';

describe('usePageEffects', () => {
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
