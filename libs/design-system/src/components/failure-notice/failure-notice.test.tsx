import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { FailureNotice } from './failure-notice';

const failed = (status: number, serverMessage: string | null = null) =>
  Object.assign(new Error(`Failed to patch media: Request failed with status: ${status}`), { status, serverMessage });

describe('FailureNotice', () => {
  let logged: MockInstance<typeof console.error>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('says what did not happen and what to do, keeps the raw message for the log, and offers Retry', async () => {
    const retry = vi.fn();
    render(<FailureNotice error={failed(500)} action="save" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your change was not saved. Something went wrong on our side: try again, or reload the page.');
    expect(screen.queryByText(/Request failed/)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to patch media: Request failed with status: 500');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });

  it.each([
    [new TypeError('Failed to fetch'), 'add', 'It was not added to your library. Check your connection and try again.'],
    [failed(401), 'remove', 'It was not removed. Your session has ended: sign in again, then try again.'],
    [failed(409, 'That tag is already associated with this book'), 'save', 'Your change was not saved. That tag is already associated with this book'],
    [failed(429), 'search', 'The search did not run. The server is busy: wait a moment and try again.'],
    [failed(404), 'save', 'Your change was not saved. It no longer exists: reload the page to see what is there now.'],
  ] as const)('words %s on %s', (error, action, text) => {
    render(<FailureNotice error={error} action={action} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('shows a missing record as not found, without a Retry that cannot help', () => {
    render(<FailureNotice error={failed(404, 'Series not found')} action="load" onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Series not found: it may have been removed, or the link is wrong.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
