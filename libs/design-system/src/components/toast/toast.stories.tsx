import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Toast } from './toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { message: 'Added to your library', tone: 'success', placement: 'inline', onDismiss: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'error'] },
    placement: { control: 'inline-radio', options: ['fixed', 'inline'] },
    message: { control: 'text' },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const Failure: Story = { args: { tone: 'error', message: 'That tag is already associated with this book' } };

export const Info: Story = { args: { tone: 'info', message: 'Reset email has been sent', onDismiss: undefined } };

export const LongMessage: Story = {
  args: {
    tone: 'error',
    message:
      'Failed to post recommendation: Request failed with status: 503. The server is busy; your note was kept, try again in a moment.',
  },
};

/** Fixed at the bottom of the window; on narrow screens it clears the bottom navigation bar. */
export const FixedNarrow: Story = {
  args: { placement: 'fixed' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
