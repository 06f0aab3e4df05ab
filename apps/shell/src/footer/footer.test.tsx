import { screen } from '@testing-library/react';
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

  it('sends Report Bug to the public issue tracker in a new tab when no token is stored', () => {
    renderWithRouter(<Footer />);
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
});
