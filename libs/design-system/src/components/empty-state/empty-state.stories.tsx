import type { Meta, StoryObj } from '@storybook/react-vite';
import { StarIcon } from '../../icons/icons';
import { Button } from '../button/button';
import { linkClassName } from '../link/link';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'This shelf is currently empty' },
  argTypes: { description: { control: 'text' }, action: { control: false }, icon: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shelf: Story = {};

export const EndOfCatalogue: Story = { args: { title: "You've reached the end of the shelf" } };

/** A tag with no media offers 'Delete Tag'. */
export const WithAction: Story = {
  args: {
    description: 'No media has this tag yet.',
    action: <Button variant="danger">Delete Tag</Button>,
  },
};

export const WithIconAndLink: Story = {
  args: {
    title: 'No favorites yet',
    icon: <StarIcon />,
    action: (
      <a className={linkClassName()} href="#/library">
        Browse your library
      </a>
    ),
  },
};
