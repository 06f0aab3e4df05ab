import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TypeButtons } from './type-buttons';

const OPTIONS = [
  { value: 'book', label: 'Book' },
  { value: 'movie', label: 'Movie' },
] as const;

describe('TypeButtons', () => {
  it('selects a type, and deselects it to null when clicked again', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<TypeButtons label="Media type" options={OPTIONS} value={null} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Media type' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Movie', pressed: false }));
    expect(onChange).toHaveBeenLastCalledWith('movie');

    rerender(<TypeButtons label="Media type" options={OPTIONS} value="movie" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Movie', pressed: true }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(onChange).toHaveBeenLastCalledWith('book');
  });
});
