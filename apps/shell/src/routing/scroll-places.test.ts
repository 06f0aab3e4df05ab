import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScrollPlaces, scrollToPlaceWhenLaidOut } from './scroll-places';

describe('the places of a tab', () => {
  afterEach(() => sessionStorage.clear());

  const series = { key: 'k1a2b3', pathname: '/series/3' };
  const firstHome = { key: 'default', pathname: '/' };
  const firstLibrary = { key: 'default', pathname: '/library' };

  it('are kept across documents, a first entry opened afresh at the same path left out', () => {
    const places = createScrollPlaces();
    places.remember(series, 1400);
    places.remember(firstHome, 600);
    places.remember(firstLibrary, 300);
    places.save();

    const reopenedAtHome = createScrollPlaces();
    expect(reopenedAtHome.placeOf(series)).toBe(1400);
    expect(reopenedAtHome.placeOf(firstHome)).toBeUndefined();
    expect(reopenedAtHome.placeOf(firstLibrary)).toBe(300);

    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]);
    expect(createScrollPlaces().placeOf(firstHome)).toBe(600);
  });

  it('start empty when the saved copy is not theirs', () => {
    sessionStorage.setItem('shelfmark.scroll-places', '{"not": "places"');
    expect(createScrollPlaces().placeOf(series)).toBeUndefined();
    sessionStorage.setItem('shelfmark.scroll-places', '[["k1a2b3 /series/3", "far"], ["k4 /tags", 80]]');
    expect(createScrollPlaces().placeOf(series)).toBeUndefined();
    expect(createScrollPlaces().placeOf({ key: 'k4', pathname: '/tags' })).toBe(80);
  });
});

describe('scrolling to a place once the page is laid out', () => {
  let pageHeight: number;
  let resized: () => void;
  const scrollTo = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    pageHeight = 900;
    scrollTo.mockClear();
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => pageHeight);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {
          resized = () => undefined;
        }
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function growPageTo(height: number) {
    pageHeight = height;
    resized();
  }

  it('tries again as the page grows, and stops once the place is reached', () => {
    scrollToPlaceWhenLaidOut(1400);
    growPageTo(1200);
    growPageTo(3000);
    growPageTo(4000);
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1400);
  });

  it('gives up when the reader scrolls first, or after a few seconds', () => {
    scrollToPlaceWhenLaidOut(1400);
    fireEvent.wheel(window);
    growPageTo(3000);
    expect(scrollTo).toHaveBeenCalledTimes(1);

    scrollToPlaceWhenLaidOut(1400);
    vi.advanceTimersByTime(3000);
    growPageTo(3000);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
