import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent } from 'storybook/test';
import { TagList } from './tag-list';

const TAGS = ['space opera', 'desert', 'politics', 'prophecy', 'ecology', 're-read'].map((label, index) => ({
  id: index + 1,
  label,
  href: `#/tags/${index + 1}`,
}));

const meta = {
  title: 'Content/TagList',
  component: TagList,
  args: { tags: TAGS, wideLimit: 2, narrowLimit: 1, expandable: true },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shelf item's tags: 2 on wide screens, then '+N'. */
export const Collapsed: Story = {};

/** 1 tag on narrow screens. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

export const Expanded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show 4 more tags' }));
  },
};

/** The compact card: 4 wide, 2 narrow, and '+N' is plain text. */
export const CompactCardLimits: Story = { args: { wideLimit: 4, narrowLimit: 2, expandable: false } };

export const Removable: Story = { args: { onRemove: fn(), wideLimit: 6 } };

export const FewTags: Story = { args: { tags: TAGS.slice(0, 2) } };
