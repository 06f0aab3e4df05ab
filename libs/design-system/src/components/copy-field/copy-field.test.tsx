import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyField } from './copy-field';

const texts = { label: 'Your new token', value: 'shm_secret', copyLabel: 'Copy', copiedText: 'Copied.', failedText: 'Select it and copy it yourself.' };

describe('CopyField', () => {
  afterEach(() => vi.restoreAllMocks());

  it('copies the value and says so in a live region', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<CopyField {...texts} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('shm_secret');
    expect(screen.getByRole('status')).toHaveTextContent('Copied.');
  });

  it('selects the value for the user to copy when the clipboard is refused', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<CopyField {...texts} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your new token' });
    expect(screen.getByRole('status')).toHaveTextContent('Select it and copy it yourself.');
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'shm_secret'.length]);
  });
});
