import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RenderLink } from '../../utils/render-link';
import { formatSeries } from './format-series';
import { MediaCard } from './media-card';

describe('MediaCard', () => {
  it('links the title and shows series and creators', () => {
    render(<MediaCard title="Dune Messiah" series={{ name: 'Dune', number: 2 }} creators="Herbert, Frank" href="/book/12" />);
    expect(screen.getByRole('link', { name: 'Dune Messiah' })).toHaveAttribute('href', '/book/12');
    expect(screen.getByText('Dune #2')).toBeInTheDocument();
    expect(screen.getByText('Herbert, Frank')).toBeInTheDocument();
  });

  it("renders the link with the caller's router", () => {
    const routerLink: RenderLink = ({ href, className, children }) => (
      <a data-router="yes" href={`#${href}`} className={className}>
        {children}
      </a>
    );
    render(<MediaCard title="Heat" href="/movie/7" renderLink={routerLink} />);
    expect(screen.getByRole('link', { name: 'Heat' })).toHaveAttribute('data-router', 'yes');
  });

  it('formats series with and without a number', () => {
    expect(formatSeries({ name: 'Dune', number: 2 })).toBe('Dune #2');
    expect(formatSeries({ name: 'Discworld', number: 0.5 })).toBe('Discworld #0.5');
    expect(formatSeries({ name: 'Dune', number: null })).toBe('Dune');
  });

  it('says its medium in words and draws its missing cover from the item', () => {
    const { container } = render(
      <MediaCard title="Frankenstein" creators="Shelley, Mary" medium="Book" coverFace={{ title: 'Frankenstein', creator: 'Mary Shelley', medium: 'book' }} href="/book/4" />,
    );
    expect(screen.getByText('Book')).toHaveClass('sm-media-badge');
    expect(screen.getByRole('link', { name: 'Frankenstein' })).toBeInTheDocument();
    expect(container.querySelector('.sm-cover__face')).toHaveAttribute('data-medium', 'book');
  });
});
