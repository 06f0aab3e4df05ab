import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLANK_COVER, Cover } from './cover';
import { coverUrl } from './cover-url';

describe('Cover', () => {
  it('shows the blank placeholder until the image loads', () => {
    const { container } = render(<Cover src="/covers/9780441013593" alt="Dune" />);
    const cover = container.querySelector('.sm-cover');
    expect(cover).toHaveAttribute('data-state', 'loading');
    fireEvent.load(screen.getByAltText('Dune'));
    expect(cover).toHaveAttribute('data-state', 'loaded');
  });

  it('falls back to the blank image on a 404, keeping the alt text', () => {
    const { container } = render(<Cover src="/covers/MOVIE7" alt="Heat" />);
    fireEvent.error(screen.getByAltText('Heat'));
    expect(container.querySelector('.sm-cover')).toHaveAttribute('data-state', 'blank');
    expect(screen.getByAltText('Heat')).toHaveAttribute('src', BLANK_COVER);
  });

  it('tries again when the source changes', () => {
    const { container, rerender } = render(<Cover src="/covers/a" alt="A" />);
    fireEvent.error(screen.getByAltText('A'));
    rerender(<Cover src="/covers/b" alt="A" />);
    expect(container.querySelector('.sm-cover')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByAltText('A')).toHaveAttribute('src', '/covers/b');
  });
});

describe('coverUrl', () => {
  it('joins the base URL and the cover name', () => {
    expect(coverUrl('https://img.example/covers/', '9780441013593')).toBe('https://img.example/covers/9780441013593');
    expect(coverUrl('/api/v1/covers', 'TV 12')).toBe('/api/v1/covers/TV%2012');
  });

  it('draws a missing cover from its title, first creator and medium, hidden from assistive technology and text searches', () => {
    const { container } = render(<Cover src={null} alt="" face={{ title: 'Frankenstein', creator: 'Mary Shelley', medium: 'book' }} />);
    const face = container.querySelector('.sm-cover__face');
    expect(face).toHaveAttribute('aria-hidden', 'true');
    expect(face).toHaveAttribute('data-medium', 'book');
    expect(face?.querySelector('.sm-cover__title')).toHaveAttribute('data-text', 'Frankenstein');
    expect(face?.querySelector('.sm-cover__creator')).toHaveAttribute('data-text', 'Mary Shelley');
    expect(screen.queryByText('Frankenstein')).not.toBeInTheDocument();
  });

  it('keeps the face under a cover that loads, in the same box', () => {
    const { container } = render(<Cover src="/covers/MOVIE3" alt="Heat" face={{ title: 'Heat', medium: 'movie' }} />);
    fireEvent.load(screen.getByAltText('Heat'));
    expect(container.querySelector('.sm-cover')).toHaveAttribute('data-state', 'loaded');
    expect(container.querySelector('.sm-cover__face')).toBeInTheDocument();
    expect(container.querySelector('.sm-cover__creator')).not.toBeInTheDocument();
  });
});
