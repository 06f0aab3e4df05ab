import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Switcher() {
  const [value, setValue] = useState<'tbr' | 'watch' | 'recent'>('tbr');
  return (
    <Tabs
      label="Home shelves"
      value={value}
      onChange={setValue}
      tabs={[
        { value: 'tbr', label: 'Up Next?' },
        { value: 'watch', label: 'Watch List' },
        { value: 'recent', label: 'Recent' },
      ]}
    >
      Panel {value}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects with arrow keys, wrapping, and labels the panel with the selected tab', async () => {
    render(<Switcher />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Up Next?' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Recent' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel', { name: 'Up Next?' })).toHaveTextContent('Panel tbr');
    await userEvent.click(screen.getByRole('tab', { name: 'Watch List' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel watch');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });
});
