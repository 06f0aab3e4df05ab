import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRating } from './star-rating';

function star(container: HTMLElement, value: number): HTMLElement {
  const element = container.querySelector<HTMLElement>(`[data-star="${value}"]`);
  if (!element) throw new Error(`no star ${value}`);
  return element;
}

const filledCount = (container: HTMLElement) => container.querySelectorAll('.sm-star-rating__star--filled').length;

function Rated({ initial, onChange }: { initial: number; onChange: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StarRating
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('StarRating', () => {
  it('is a slider named with the rating out of 10', () => {
    render(<StarRating value={7} onChange={() => {}} />);
    const slider = screen.getByRole('slider', { name: 'Rating' });
    expect(slider).toHaveAttribute('aria-valuenow', '7');
    expect(slider).toHaveAttribute('aria-valuetext', '7 of 10 stars');
  });

  it('sets the clicked star', async () => {
    const onChange = vi.fn();
    const { container } = render(<StarRating value={3} onChange={onChange} />);
    await userEvent.click(star(container, 8));
    expect(onChange).toHaveBeenCalledWith(8);
  });

  it('clears to 0 when the current rating is clicked', async () => {
    const onChange = vi.fn();
    const { container } = render(<Rated initial={5} onChange={onChange} />);
    await userEvent.click(star(container, 5));
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', 'No rating');
  });

  it('previews on hover and restores the value on leave', () => {
    const { container } = render(<StarRating value={2} onChange={() => {}} />);
    fireEvent.mouseEnter(star(container, 9));
    expect(filledCount(container)).toBe(9);
    fireEvent.mouseLeave(screen.getByRole('slider'));
    expect(filledCount(container)).toBe(2);
  });

  it('changes with arrow keys, Home and End, staying within 0 to 10', async () => {
    const onChange = vi.fn();
    render(<Rated initial={9} onChange={onChange} />);
    screen.getByRole('slider').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(10);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(8);
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it('is a labelled image with no interaction when read-only', () => {
    const { container } = render(<StarRating value={4} readOnly onChange={() => {}} />);
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 of 10 stars' })).toBeInTheDocument();
    fireEvent.mouseEnter(star(container, 10));
    expect(filledCount(container)).toBe(4);
  });
});
