import { mockDb } from '@shelfmark/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, startMockServer } from '../testing/mock-server';
import { renderAccount, signInAs } from '../testing/render-account';

startMockServer();

async function openQueue(role: 'librarian' | 'admin' = 'librarian') {
  signInAs(role);
  renderAccount('/mediarequest');
  const queue = screen.getByRole('region', { name: 'Open Requests' });
  const item = await within(queue).findByRole('listitem', { name: 'The Left Hand of Darkness' });
  return { queue, item, user: userEvent.setup() };
}

describe('open request queue', () => {
  it.each(['librarian', 'admin'] as const)('shows a %s every open request with who asked and the details', async (role) => {
    const { queue, item } = await openQueue(role);
    expect(within(item).getByText('Requested by ada_99 on Nov 1, 2026')).toBeInTheDocument();
    expect(within(item).getByText('The 1969 novel')).toBeInTheDocument();
    expect(within(queue).queryByText('Kind of Blue')).not.toBeInTheDocument();
  });

  it('comes into view once loaded when opened from the profile menu’s link', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    signInAs('librarian');
    renderAccount('/mediarequest#request-queue');
    const queue = screen.getByRole('region', { name: 'Open Requests' });
    await within(queue).findByRole('listitem', { name: 'The Left Hand of Darkness' });
    await waitFor(() => expect(scroll.mock.contexts).toContain(queue));
    scroll.mockRestore();
  });

  it('links to Add Media prefilled with the type, title and creator', async () => {
    const { item } = await openQueue();
    expect(within(item).getByRole('link', { name: 'Add Media' })).toHaveAttribute(
      'href',
      '/addmedia?type=book&title=The+Left+Hand+of+Darkness&creator=Ursula+K.+Le+Guin',
    );
  });

  it.each([
    ['Mark Done', 'done'],
    ['Decline', 'declined'],
  ])('%s closes the request as %s and takes it off the queue', async (action, status) => {
    const { queue, item, user } = await openQueue();
    await user.click(within(item).getByRole('button', { name: action }));
    expect(await within(queue).findByText('There are no open requests')).toBeInTheDocument();
    expect(mockDb.mediaRequests.find((request) => request.requestID === 1)).toMatchObject({ status, closedAt: expect.any(String) });
  });

  it('says so when closing fails and keeps the request', async () => {
    server.use(http.patch('*/api/v1/mediarequests/:id', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const { queue, item, user } = await openQueue();
    await user.click(within(item).getByRole('button', { name: 'Mark Done' }));
    expect(await within(queue).findByRole('alert')).toHaveTextContent('The request could not be closed, please try again');
    await waitFor(() => expect(within(queue).getByText('The Left Hand of Darkness')).toBeInTheDocument());
  });
});
