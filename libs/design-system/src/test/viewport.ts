import { act } from '@testing-library/react';

/** Test helper: resizes jsdom's window (the matchMedia shim answers from innerWidth). */
export function setViewportWidth(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}
