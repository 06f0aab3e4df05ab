import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, userEvent } from 'storybook/test';
import { Dropdown } from './dropdown';
import type { DropdownOption } from './dropdown';
import { Menu } from './menu';

type SearchType = 'title' | 'creator' | 'tag' | 'series' | 'isbn';

const SEARCH_TYPES: ReadonlyArray<DropdownOption<SearchType>> = [
  { value: 'creator', label: 'Creator', hotkey: 'A' },
  { value: 'isbn', label: 'Isbn', hotkey: 'I' },
  { value: 'tag', label: 'Tag', hotkey: 'G' },
  { value: 'title', label: 'Title', hotkey: 'T' },
  { value: 'series', label: 'Series', hotkey: 'S' },
];

function SearchTypeDropdown() {
  const [value, setValue] = useState<SearchType>('title');
  return <Dropdown label="Search type" options={SEARCH_TYPES} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Navigation/Menu',
  component: Menu,
  args: {
    trigger: 'jdoe',
    items: [
      { key: 'account', label: 'Account' },
      { key: 'signout', label: 'Sign Out' },
    ],
    onSelect: fn(),
    align: 'end',
  },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] }, trigger: { control: 'text' } },
  decorators: [
    (Story, { args }) => (
      <div style={{ display: 'flex', justifyContent: args.align === 'end' ? 'flex-end' : 'flex-start', minHeight: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The nav-bar profile menu. */
export const ProfileMenu: Story = {};

export const ProfileMenuOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'jdoe' }));
  },
};

export const WithDisabledItem: Story = {
  args: {
    items: [
      { key: 'edit', label: 'Edit Media' },
      { key: 'delete', label: 'Delete From Library', disabled: true },
    ],
    trigger: 'Actions',
    align: 'start',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
  },
};

/** The search type: open it and press T, A, G, S or I to pick Title, Creator, Tag, Series or Isbn. */
export const SearchType: Story = { args: { align: 'start' }, render: () => <SearchTypeDropdown /> };

export const SearchTypeOpen: Story = {
  ...SearchType,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Search type/ }));
  },
};

export const SearchTypeOpenNarrow: Story = {
  ...SearchTypeOpen,
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
