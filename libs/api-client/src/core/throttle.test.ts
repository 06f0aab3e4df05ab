import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createThrottle', () => {
  it('sends the first call at once', () => {
    const search = vi.fn();
    createThrottle(search)('D');
    expect(search).toHaveBeenCalledWith('D');
  });

  it('sends at most one call per 200 ms, and the last text typed at the end of the window', () => {
    const search = vi.fn();
    const throttled = createThrottle(search);
    throttled('D');
    throttled('Du');
    throttled('Dun');
    vi.advanceTimersByTime(199);
    expect(search.mock.calls).toEqual([['D']]);
    vi.advanceTimersByTime(1);
    expect(search.mock.calls).toEqual([['D'], ['Dun']]);
  });

  it('keeps the trailing call throttled too', () => {
    const search = vi.fn();
    const throttled = createThrottle(search);
    throttled('D');
    throttled('Du');
    vi.advanceTimersByTime(200);
    throttled('Dun');
    vi.advanceTimersByTime(199);
    expect(search.mock.calls).toEqual([['D'], ['Du']]);
    vi.advanceTimersByTime(1);
    expect(search.mock.calls).toEqual([['D'], ['Du'], ['Dun']]);
  });

  it('sends immediately again once a quiet window has passed', () => {
    const search = vi.fn();
    const throttled = createThrottle(search);
    throttled('D');
    vi.advanceTimersByTime(200);
    throttled('Dune');
    expect(search.mock.calls).toEqual([['D'], ['Dune']]);
  });

  it('drops the pending call when cancelled', () => {
    const search = vi.fn();
    const throttled = createThrottle(search);
    throttled('D');
    throttled('Du');
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(search.mock.calls).toEqual([['D']]);
  });

  it('takes a custom wait', () => {
    const search = vi.fn();
    const throttled = createThrottle(search, 50);
    throttled('a');
    throttled('b');
    vi.advanceTimersByTime(50);
    expect(search).toHaveBeenLastCalledWith('b');
  });
});
