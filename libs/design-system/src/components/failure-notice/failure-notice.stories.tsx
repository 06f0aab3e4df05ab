import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FailureNotice } from './failure-notice';

const failed = (status: number, serverMessage: string | null = null) =>
  Object.assign(new Error(`Failed to patch media: Request failed with status: ${status}`), { status, serverMessage });

const meta = {
  title: 'Feedback/FailureNotice',
  component: FailureNotice,
  args: { error: failed(500), action: 'save', onRetry: fn() },
} satisfies Meta<typeof FailureNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A save the server failed: try again, or reload. */
export const ServerError: Story = {};

/** No answer at all. */
export const Offline: Story = { args: { error: new TypeError('Failed to fetch'), action: 'add' } };

/** The server said why: its reason is the advice. */
export const Refused: Story = { args: { error: failed(409, 'That book as already been recommended'), action: 'save' } };

/** A page's record is gone: a not-found state, no Retry. */
export const Missing: Story = { args: { error: failed(404, 'Creator not found'), action: 'load' } };
