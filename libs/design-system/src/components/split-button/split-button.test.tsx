import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SplitButton } from './split-button';

const items = [
  { key: 'read', label: 'Read' },
  { key: 'currentlyReading', label: 'Currently Reading' },
];

describe('SplitButton', () => {
  it('does the usual thing in one click, and the other choices from its arrow', async () => {
    const onClick = vi.fn();
    const onSelect = vi.fn();
    render(
      <SplitButton onClick={onClick} menuLabel="Choose a shelf" items={items} onSelect={onSelect}>
        Add To Library
      </SplitButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add To Library' }));
    expect(onClick).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Choose a shelf' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Currently Reading' }));
    expect(onSelect).toHaveBeenCalledWith('currentlyReading');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('hides the arrow while the action runs', () => {
    render(
      <SplitButton onClick={vi.fn()} menuLabel="Choose a shelf" items={items} onSelect={vi.fn()} loading loadingLabel="Adding...">
        Add To Library
      </SplitButton>,
    );
    expect(screen.queryByRole('button', { name: 'Choose a shelf' })).toBeNull();
  });
});
