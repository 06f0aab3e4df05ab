import { registerMessages } from '@shelfmark/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import { lazyScreen, openingScreensReady } from './lazy-screen';

const Shelf = () => <h1>Library</h1>;

describe('lazyScreen', () => {
  beforeAll(() => registerMessages('library', { en }));

  it('fetches the opened page’s screen at once and, once it is in, renders it without a loader', async () => {
    const load = vi.fn(async () => Shelf);
    const element = lazyScreen(true, load);
    expect(load).toHaveBeenCalledTimes(1);
    await openingScreensReady();
    const { container } = render(element);
    // In place at the first render: nothing suspended, so no loader (and no Suspense throttle) first.
    expect(screen.getByRole('heading', { name: 'Library' })).toBeInTheDocument();
    expect(container.querySelector('.sm-loader')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches another screen only when it renders, with a loader meanwhile', async () => {
    const load = vi.fn(async () => Shelf);
    const element = lazyScreen(false, load);
    expect(load).not.toHaveBeenCalled();
    render(element);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offers Retry when the chunk cannot be fetched, and fetches it again', async () => {
    const load = vi.fn<() => Promise<typeof Shelf>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Shelf);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = lazyScreen(true, load);
    await openingScreensReady();
    render(element);
    await userEvent.click(await screen.findByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
