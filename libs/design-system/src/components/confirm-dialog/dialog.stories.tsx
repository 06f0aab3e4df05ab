import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    open: true,
    title: 'Scan ISBN',
    children: <p>Point the camera at the barcode on the back of the book.</p>,
    actions: <Button variant="secondary">Cancel</Button>,
    onClose: fn(),
  },
  argTypes: { children: { control: false }, actions: { control: false } },
  // Each modal in its own frame, so the docs page does not stack them.
  parameters: { docs: { story: { inline: false, height: '360px' } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal ConfirmDialog is built on, with content and buttons of the caller's choosing. */
export const Open: Story = {};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
