import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm = () => {}, busy = false }: { onConfirm?: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete From Library
      </button>
      <ConfirmDialog
        open={open}
        title="Are you sure?"
        confirmLabel="Confirm DELETE"
        busyLabel="Removing..."
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        Ratings and reviews are permanently deleted.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens with focus on Cancel; Escape cancels and focus returns to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Delete From Library' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription('Ratings and reviews are permanently deleted.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete From Library' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Confirm DELETE' });
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('confirms, and while busy shows the busy label and ignores Escape', async () => {
    const onConfirm = vi.fn();
    const { rerender } = render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete From Library' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm DELETE' }));
    expect(onConfirm).toHaveBeenCalledOnce();

    rerender(<Harness onConfirm={onConfirm} busy />);
    const busyButton = screen.getByRole('button', { name: 'Removing...' });
    expect(busyButton).toHaveAttribute('aria-busy', 'true');
    busyButton.focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(busyButton);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
