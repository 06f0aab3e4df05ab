import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../test/viewport';
import { CompactCard } from './compact-card';

const TAGS = ['a', 'b', 'c', 'd', 'e', 'f'].map((label, index) => ({ id: index, label }));

describe('CompactCard', () => {
  it('shows at most 4 tags wide and 2 narrow, and a read-only rating without a handler', () => {
    render(<CompactCard title="Dune" author="Herbert, Frank" tags={TAGS} rating={6} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('2 more tags')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '6 of 10 stars' })).toBeInTheDocument();

    setViewportWidth(400);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('4 more tags')).toBeInTheDocument();
  });

  it('says its medium in words', () => {
    render(<CompactCard title="Frankenstein" author="Whale, James" medium="Movie" />);
    expect(screen.getByText('Movie')).toHaveClass('sm-media-badge');
  });

  it('names its editable rating after the title', () => {
    render(<CompactCard title="Dune" rating={3} onRatingChange={() => {}} />);
    expect(screen.getByRole('slider', { name: 'Rating for Dune' })).toHaveAttribute('aria-valuenow', '3');
  });
});
