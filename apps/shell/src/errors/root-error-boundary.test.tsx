import { initI18n, registerMessages } from '@shelfmark/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import { RootErrorBoundary } from './root-error-boundary';

function BrokenChrome(): never {
  throw new Error('the nav bar failed');
}

describe('RootErrorBoundary', () => {
  beforeAll(async () => {
    await initI18n({ lng: 'en' });
    registerMessages('shell', { en });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows its children while nothing fails', () => {
    render(
      <RootErrorBoundary>
        <p>the app</p>
      </RootErrorBoundary>,
    );
    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces a page that threw with a message, Reload and a link Home, and logs the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <RootErrorBoundary>
        <BrokenChrome />
      </RootErrorBoundary>,
    );
    const alert = screen.getByRole('alert', { name: 'Shelfmark stopped working' });
    expect(alert).toHaveTextContent('What you saved before is kept.');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith('Shelfmark failed outside any area', expect.objectContaining({ message: 'the nav bar failed' }));
    logged.mockRestore();
  });
});
