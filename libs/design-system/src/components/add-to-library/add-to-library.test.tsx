import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddToLibrary } from './add-to-library';

const shelves = [
  { key: 'read', label: 'Read' },
  { key: 'currentlyReading', label: 'Currently Reading' },
];

describe('AddToLibrary', () => {
  it('adds to the default shelf in one click, or to the shelf chosen from its arrow', async () => {
    const onAdd = vi.fn();
    render(<AddToLibrary title="Emma" shelves={shelves} onAdd={onAdd} onShelf={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Library: Emma' }));
    expect(onAdd).toHaveBeenLastCalledWith();
    await userEvent.click(screen.getByRole('button', { name: 'Choose a shelf for Emma' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Currently Reading' }));
    expect(onAdd).toHaveBeenLastCalledWith('currentlyReading');
  });

  it('says the item is on the shelf instead of offering it again', () => {
    render(<AddToLibrary title="Emma" shelves={shelves} onAdd={vi.fn()} onShelf />);
    expect(screen.getByText('On your shelf')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
