import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';
import type { ConfirmDialogProps } from './confirm-dialog';

const WARNING = 'Your rating, review, readings and journal entries for this item will be permanently deleted.';

function DeleteFromLibrary(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete From Library
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setBusy(true);
          setTimeout(() => {
            setBusy(false);
            setOpen(false);
          }, 1500);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Are you sure?',
    children: WARNING,
    confirmLabel: 'Confirm DELETE',
    busyLabel: 'Removing...',
    busy: false,
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'primary'] }, children: { control: 'text' } },
  // Each modal in its own frame, so the docs page does not stack them.
  parameters: { docs: { story: { inline: false, height: '360px' } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delete From Library asks for confirmation. */
export const Open: Story = {};

/** While the delete runs the confirm button says 'Removing...' and cancelling is off. */
export const Busy: Story = { args: { busy: true } };

/** Open it with the button; Escape, Cancel or the backdrop close it, focus returns to the button. */
export const Interactive: Story = { render: (args) => <DeleteFromLibrary {...args} /> };

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
