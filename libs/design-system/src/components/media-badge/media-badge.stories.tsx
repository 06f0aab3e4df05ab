import type { Meta, StoryObj } from '@storybook/react-vite';
import { MediaBadge } from './media-badge';

const meta = {
  title: 'Media/MediaBadge',
  component: MediaBadge,
  args: { children: 'Book' },
} satisfies Meta<typeof MediaBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Book: Story = {};

export const TvShow: Story = { args: { children: 'TV Show' } };

export const VideoGame: Story = { args: { children: 'Video Game' } };
