import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FavoriteToggle } from './favorite-toggle';

describe('FavoriteToggle', () => {
  it('is a pressed-state button that asks for the opposite value', async () => {
    const onChange = vi.fn();
    render(<FavoriteToggle pressed onChange={onChange} />);
    const toggle = screen.getByRole('button', { name: 'Favorite', pressed: true });
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(false);
  });
});
