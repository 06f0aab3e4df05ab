import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from './dropdown';
import { Menu } from './menu';

type SearchType = 'title' | 'creator' | 'tag' | 'series' | 'isbn';

function SearchTypes({ onChange }: { onChange: (value: SearchType) => void }) {
  const [value, setValue] = useState<SearchType>('title');
  return (
    <Dropdown
      label="Search type"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      options={[
        { value: 'title', label: 'Title', hotkey: 'T' },
        { value: 'creator', label: 'Creator', hotkey: 'A' },
        { value: 'tag', label: 'Tag', hotkey: 'G' },
        { value: 'series', label: 'Series', hotkey: 'S' },
        { value: 'isbn', label: 'Isbn', hotkey: 'I' },
      ]}
    />
  );
}

const trigger = () => screen.getByRole('button', { name: /Search type/ });

describe('Dropdown', () => {
  it('picks an option by its hotkey while open', async () => {
    const onChange = vi.fn();
    render(<SearchTypes onChange={onChange} />);
    await userEvent.click(trigger());
    expect(screen.getByRole('menuitemradio', { name: 'Title' })).toHaveAttribute('aria-checked', 'true');

    await userEvent.keyboard('g');
    expect(onChange).toHaveBeenLastCalledWith('tag');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAccessibleName('Search type: Tag');

    await userEvent.click(trigger());
    await userEvent.keyboard('I');
    expect(onChange).toHaveBeenLastCalledWith('isbn');
  });

  it('opens on the selected option and moves with the arrow keys; Enter picks', async () => {
    const onChange = vi.fn();
    render(<SearchTypes onChange={onChange} />);
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Title' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Tag' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('creator');
  });

  it('wraps around and jumps with Home and End', async () => {
    render(<SearchTypes onChange={() => {}} />);
    trigger().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'Isbn' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Title' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: 'Isbn' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitemradio', { name: 'Title' })).toHaveFocus();
  });

  it('closes on Escape without choosing, and on a click outside', async () => {
    const onChange = vi.fn();
    render(
      <>
        <SearchTypes onChange={onChange} />
        <p>Outside</p>
      </>,
    );
    await userEvent.click(trigger());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();

    await userEvent.click(trigger());
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Menu', () => {
  it('runs an action item and skips disabled ones', async () => {
    const onSelect = vi.fn();
    render(
      <Menu
        trigger="Profile"
        onSelect={onSelect}
        items={[
          { key: 'account', label: 'Account' },
          { key: 'locked', label: 'Locked', disabled: true },
          { key: 'signout', label: 'Sign Out' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenCalledWith('signout');
  });

  it('says when it opens, by click or key, and not when it closes', async () => {
    const onOpen = vi.fn();
    render(<Menu trigger="Profile" onSelect={vi.fn()} onOpen={onOpen} items={[{ key: 'account', label: 'Account' }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowDown}');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
