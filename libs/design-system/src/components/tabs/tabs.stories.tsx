import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs } from './tabs';
import type { TabItem } from './tabs';

type Shelf = 'tbr' | 'watch' | 'recent';

const SHELVES: ReadonlyArray<TabItem<Shelf>> = [
  { value: 'tbr', label: 'Up Next?' },
  { value: 'watch', label: 'Watch List' },
  { value: 'recent', label: 'Recent' },
];

function HomeSwitcher({ variant }: { variant: 'underline' | 'pills' }) {
  const [shelf, setShelf] = useState<Shelf>('tbr');
  return (
    <Tabs label="Home shelves" tabs={SHELVES} value={shelf} onChange={setShelf} variant={variant}>
      <p>{SHELVES.find((tab) => tab.value === shelf)?.label} items go here.</p>
    </Tabs>
  );
}

/** Arrow keys move between tabs; only the selected tab is in the Tab order. */
const meta = {
  title: 'Navigation/Tabs',
  component: HomeSwitcher,
  args: { variant: 'pills' },
  argTypes: { variant: { control: 'inline-radio', options: ['underline', 'pills'] } },
} satisfies Meta<typeof HomeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home switcher. */
export const Switcher: Story = {};

export const Underline: Story = { args: { variant: 'underline' } };

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
