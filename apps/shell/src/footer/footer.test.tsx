import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINKS } from '@shelfmark/contract';
import { renderWithRouter, setUpShellTests } from '../testing/render-shell';
import { signInAs } from '../testing/sign-in-as';
import { Footer } from './footer';

setUpShellTests();

describe('Footer', () => {
  it('has the product name, Add Media, and Roadmap to the project board in a new tab', () => {
    renderWithRouter(<Footer />);
    expect(screen.getByText('Shelfmark')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Media' })).toHaveAttribute('href', '/addmedia');
    const roadmap = screen.getByRole('link', { name: 'Roadmap (opens in a new tab)' });
    expect(roadmap).toHaveAttribute('href', EXTERNAL_LINKS.roadmap);
    expect(roadmap).toHaveAttribute('target', '_blank');
  });

  it('sends Report Bug to the public issue tracker in a new tab when no token is stored, and has no shortcuts to offer', () => {
    renderWithRouter(<Footer />);
    expect(screen.queryByRole('button', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    const report = screen.getByRole('link', { name: 'Report Bug (opens in a new tab)' });
    expect(report).toHaveAttribute('href', 'https://github.com/shelfmark/shelfmark/issues');
    expect(report).toHaveAttribute('target', '_blank');
  });

  it('opens the in-app bug report when a token is stored', () => {
    signInAs('reader');
    renderWithRouter(<Footer />);
    const report = screen.getByRole('link', { name: 'Report Bug' });
    expect(report).toHaveAttribute('href', '/bugreport');
    expect(report).not.toHaveAttribute('target');
  });

  it('shows the keyboard shortcuts from its button or the ? key, and closes them', async () => {
    signInAs('reader');
    const user = userEvent.setup();
    renderWithRouter(<Footer />);
    const button = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    expect(button).toHaveAttribute('aria-keyshortcuts', '?');
    await user.click(button);
    // The help is a lazy chunk: the first open waits for its module to load.
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 5000 });
    const anywhere = within(help).getByRole('table', { name: 'Anywhere' });
    expect(within(anywhere).getByRole('row', { name: '/ Go to the search box' })).toBeInTheDocument();
    expect(within(help).getByRole('row', { name: 'T A G S I In the search type menu: Title, Creator, Tag, Series, Isbn' })).toBeInTheDocument();
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});
