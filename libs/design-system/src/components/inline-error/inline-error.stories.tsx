import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InlineError } from './inline-error';

const meta = {
  title: 'Feedback/InlineError',
  component: InlineError,
  args: { children: 'Failed to log in, please try again' },
  argTypes: { children: { control: 'text' } },
} satisfies Meta<typeof InlineError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Message: Story = {};

/** An area that failed to load, with Retry. */
export const WithRetry: Story = { args: { children: 'This part of Shelfmark could not be loaded.', onRetry: fn() } };

export const Narrow: Story = {
  args: { children: 'Something whent wrong', onRetry: fn() },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
