import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SplitButton } from './split-button';

const meta = {
  title: 'Actions/SplitButton',
  component: SplitButton,
  args: {
    children: 'Add To Library',
    onClick: fn(),
    menuLabel: 'Choose a shelf',
    items: [
      { key: 'read', label: 'Read' },
      { key: 'DNF', label: 'Did Not Finish' },
      { key: 'TBR', label: 'To Be Read' },
      { key: 'currentlyReading', label: 'Currently Reading' },
      { key: 'library', label: 'In Library' },
    ],
    onSelect: fn(),
  },
} satisfies Meta<typeof SplitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const SmallSecondary: Story = { args: { variant: 'secondary', size: 'sm', actionLabel: 'Add Emma to library' } };
export const Adding: Story = { args: { loading: true, loadingLabel: 'Adding...' } };
