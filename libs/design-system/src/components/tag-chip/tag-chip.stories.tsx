import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TagChip } from './tag-chip';

const meta = {
  title: 'Content/TagChip',
  component: TagChip,
  args: { label: 'space opera' },
} satisfies Meta<typeof TagChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const AsLink: Story = { args: { href: '#/tags/12' } };

export const Removable: Story = { args: { onRemove: fn() } };

/** Tags are at most 50 characters; long ones are cut with an ellipsis. */
export const LongTag: Story = {
  args: { label: 'books my grandmother recommended before she moved', href: '#/tags/13' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
};
