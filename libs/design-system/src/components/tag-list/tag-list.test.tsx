import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../test/viewport';
import { TagList } from './tag-list';

const TAGS = ['one', 'two', 'three', 'four', 'five'].map((label, index) => ({ id: index, label }));

const visibleTags = () => within(screen.getByRole('list', { name: 'Tags' })).queryAllByText(/^(one|two|three|four|five)$/);

describe('TagList', () => {
  it("shows 2 tags on wide screens and expands with '+N'", async () => {
    render(<TagList tags={TAGS} />);
    expect(visibleTags().map((tag) => tag.textContent)).toEqual(['one', 'two']);
    const more = screen.getByRole('button', { name: 'Show 3 more tags' });
    expect(more).toHaveTextContent('+3');
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(more);
    expect(visibleTags()).toHaveLength(5);
    const less = screen.getByRole('button', { name: 'show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(less).toHaveFocus();

    await userEvent.click(less);
    expect(visibleTags()).toHaveLength(2);
  });

  it('shows 1 tag on narrow screens', () => {
    setViewportWidth(390);
    render(<TagList tags={TAGS} />);
    expect(visibleTags().map((tag) => tag.textContent)).toEqual(['one']);
    expect(screen.getByRole('button', { name: 'Show 4 more tags' })).toBeInTheDocument();
  });

  it('limits a compact card to 4 wide and 2 narrow with a plain count', () => {
    const { rerender } = render(<TagList tags={TAGS} wideLimit={4} narrowLimit={2} expandable={false} />);
    expect(visibleTags()).toHaveLength(4);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('1 more tag')).toBeInTheDocument();
    setViewportWidth(390);
    rerender(<TagList tags={TAGS} wideLimit={4} narrowLimit={2} expandable={false} />);
    expect(visibleTags()).toHaveLength(2);
  });

  it('shows no count when every tag fits, and nothing without tags', () => {
    const { container, rerender } = render(<TagList tags={TAGS.slice(0, 2)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<TagList tags={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('removes a tag', async () => {
    const onRemove = vi.fn();
    render(<TagList tags={TAGS} onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag two' }));
    expect(onRemove).toHaveBeenCalledWith(TAGS[1]);
  });
});
