import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../test/viewport';
import { SearchBox } from './search-box';

const TITLES = ['Dune', 'Dune Messiah', 'Children of Dune', 'God Emperor of Dune', 'Heretics of Dune'];

interface SearchProps {
  onPick?: (title: string) => void;
  onSubmit?: (query: string) => void;
  renderAction?: (title: string) => ReactNode;
}

function Search({ onPick = () => {}, onSubmit = () => {}, renderAction }: SearchProps) {
  const [query, setQuery] = useState('');
  const results = query ? TITLES.filter((title) => title.toLowerCase().includes(query.toLowerCase())) : [];
  return (
    <>
      <SearchBox
        value={query}
        onValueChange={setQuery}
        results={results}
        getKey={(title) => title}
        renderResult={(title) => title}
        renderAction={renderAction}
        onPick={onPick}
        onSubmit={onSubmit}
        trimFiveOnNarrow
        footer={<a href="/addmedia">Add it!</a>}
      />
      <p>Outside</p>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search' });

describe('SearchBox', () => {
  it('moves the highlight with Up/Down and opens the highlighted result with Enter', async () => {
    const onPick = vi.fn();
    render(<Search onPick={onPick} />);
    await userEvent.type(input(), 'messiah');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(1);

    await userEvent.clear(input());
    await userEvent.type(input(), 'of');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'God Emperor of Dune' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Children of Dune' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Heretics of Dune' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('Heretics of Dune');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits the query on Enter with no results', async () => {
    const onSubmit = vi.fn();
    render(<Search onSubmit={onSubmit} />);
    await userEvent.type(input(), 'zzz{Enter}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith('zzz');
  });

  it('closes on Escape, keeping the query, and on a click outside', async () => {
    render(<Search />);
    await userEvent.type(input(), 'dune');
    await userEvent.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('dune');

    await userEvent.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Outside'));
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks a result with a click and shows the footer', async () => {
    const onPick = vi.fn();
    render(<Search onPick={onPick} />);
    await userEvent.type(input(), 'dune');
    expect(screen.getByRole('link', { name: 'Add it!' })).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Dune Messiah' }));
    expect(onPick).toHaveBeenCalledWith('Dune Messiah');
  });

  it('shows 4 of exactly 5 results on narrow screens', async () => {
    render(<Search />);
    await userEvent.type(input(), 'dune');
    expect(screen.getAllByRole('option')).toHaveLength(5);
    setViewportWidth(390);
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it('draws a control beside each result outside the listbox, which Tab reaches with the results still open', async () => {
    const onAction = vi.fn();
    render(<Search renderAction={(title) => <button onClick={() => onAction(title)}>{`Add ${title}`}</button>} />);
    await userEvent.type(input(), 'messiah');
    const listbox = screen.getByRole('listbox');
    const action = screen.getByRole('button', { name: 'Add Dune Messiah' });
    expect(listbox).not.toContainElement(action);
    await userEvent.tab();
    expect(action).toHaveFocus();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('Dune Messiah');
  });
});
