import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChevronRightIcon, CloseIcon, PlusIcon } from '../../icons/icons';
import { IconButton } from './icon-button';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Add media to tag', children: <PlusIcon />, variant: 'ghost', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', 'aria-label': 'Next page', children: <ChevronRightIcon /> } };

export const Primary: Story = { args: { variant: 'primary', 'aria-label': 'New journal entry' } };

export const Disabled: Story = { args: { disabled: true, 'aria-label': 'Close', children: <CloseIcon /> } };
