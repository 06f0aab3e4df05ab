import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMedia, startMediaServer } from '../testing/render-media';

startMediaServer();

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('add media without a connection', () => {
  it('says it needs one, and keeps what was typed', async () => {
    renderMedia('/addmedia?type=book', { role: 'librarian' });
    await userEvent.type(await screen.findByLabelText('Title'), 'Written on a train');
    goOffline(true);
    expect(screen.getByRole('alert')).toHaveTextContent('Adding media needs a connection');
    expect(screen.getByLabelText('Title')).toHaveValue('Written on a train');
    goOffline(false);
    expect(screen.queryByText(/Adding media needs a connection/)).not.toBeInTheDocument();
  });
});
