import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnNewPage } from './use-scroll-to-top';

function Page() {
  useScrollToTopOnNewPage();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/series/3">Lanternfall</Link>
      <Link to="/series/3?sort=title">Sort by title</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

const scrollTo = vi.fn();
beforeEach(() => {
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('scrolling on navigation', () => {
  it('leaves the first page where the browser put it', () => {
    renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a page reached by a link at its top', async () => {
    const user = renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Lanternfall' }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it('keeps the place when only the query changes', async () => {
    const user = renderAt('/series/3');
    await user.click(screen.getByRole('link', { name: 'Sort by title' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves going back to the browser', async () => {
    const user = renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Lanternfall' }));
    scrollTo.mockClear();
    await act(() => user.click(screen.getByRole('button', { name: 'Back' })));
    expect(screen.getByRole('link', { name: 'Lanternfall' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
