import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreens } from './lazy-screen';

const Shelf = () => <h1>Library</h1>;

describe('lazyScreens', () => {
  it('fetches the opened page’s screen at once and, once it is in, renders it without a loader', async () => {
    const load = vi.fn(async () => Shelf);
    const screens = lazyScreens('library');
    const element = screens.screen('library', load);
    expect(load).toHaveBeenCalledTimes(1);
    await screens.ready();
    const { container } = render(element);
    // In place at the first render: nothing suspended, so no loader (and no Suspense throttle) first.
    expect(screen.getByRole('heading', { name: 'Library' })).toBeInTheDocument();
    expect(container.querySelector('.sm-loader')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches another screen only when it renders, with a loader meanwhile', async () => {
    const load = vi.fn(async () => Shelf);
    const screens = lazyScreens('home');
    const element = screens.screen('library', load);
    expect(load).not.toHaveBeenCalled();
    await screens.ready();
    render(element);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is ready once the opened screen’s fetch has failed too, and then offers Retry, which fetches it again', async () => {
    const load = vi.fn<() => Promise<typeof Shelf>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Shelf);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const screens = lazyScreens('library');
    const element = screens.screen('library', load);
    await screens.ready();
    render(element);
    expect(await screen.findByText('This screen could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
