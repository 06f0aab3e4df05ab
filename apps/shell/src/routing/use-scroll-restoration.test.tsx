import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './use-scroll-restoration';

function Page() {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/series/3">Lanternfall</Link>
      <Link to="/series/3?sort=title">Sort by title</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Forward
      </button>
    </>
  );
}

const scrollTo = vi.fn();
beforeEach(() => {
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
  // A page long enough for any place, so a restore is done at its first try.
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(10_000);
});

function renderAt(path: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
  return user;
}

function scrollReaderTo(top: number) {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(top);
  fireEvent.scroll(window);
}

describe('scrolling on navigation', () => {
  it('leaves the first page where it is', () => {
    renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a page reached by a link at its top', async () => {
    const user = renderAt('/');
    scrollReaderTo(1400);
    await user.click(screen.getByRole('link', { name: 'Lanternfall' }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it('keeps the place when only the query changes', async () => {
    const user = renderAt('/series/3');
    await user.click(screen.getByRole('link', { name: 'Sort by title' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns the reader to where they were on going back', async () => {
    const user = renderAt('/');
    scrollReaderTo(1400);
    await user.click(screen.getByRole('link', { name: 'Lanternfall' }));
    scrollReaderTo(0);
    scrollTo.mockClear();
    await act(() => user.click(screen.getByRole('button', { name: 'Back' })));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1400);
  });

  it('opens a page left at its top at its top again on going forward', async () => {
    const user = renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Lanternfall' }));
    await act(() => user.click(screen.getByRole('button', { name: 'Back' })));
    scrollReaderTo(1400);
    scrollTo.mockClear();
    await act(() => user.click(screen.getByRole('button', { name: 'Forward' })));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });
});
