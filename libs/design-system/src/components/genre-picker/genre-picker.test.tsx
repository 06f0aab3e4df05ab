import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GenrePicker } from './genre-picker';

const GENRES = [
  { id: 1, label: 'fantasy' },
  { id: 2, label: 'science fiction' },
  { id: 3, label: 'fiction' },
];

describe('GenrePicker', () => {
  it('adds and removes genres, keeping the options order', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<GenrePicker legend="Genres" options={GENRES} value={[3]} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Genres' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'fantasy' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 3]);

    rerender(<GenrePicker legend="Genres" options={GENRES} value={[1, 3]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'fiction' }));
    expect(onChange).toHaveBeenLastCalledWith([1]);
  });
});
