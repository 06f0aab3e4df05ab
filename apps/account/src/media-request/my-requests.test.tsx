import { mockDb } from '@shelfmark/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, startMockServer } from '../testing/mock-server';
import { renderAccount, signInAs } from '../testing/render-account';

startMockServer();

describe('your requests', () => {
  it('lists only your own requests with their state', async () => {
    signInAs('reader');
    renderAccount('/mediarequest');
    const mine = screen.getByRole('region', { name: 'Your Requests' });
    const item = (await within(mine).findByText('The Left Hand of Darkness')).closest('li') as HTMLElement;
    expect(within(item).getByText('Open')).toBeInTheDocument();
    expect(within(item).getByText('by Ursula K. Le Guin')).toBeInTheDocument();
    expect(within(item).getByText('Requested on Nov 1, 2026')).toBeInTheDocument();
    expect(within(mine).queryByText('Kind of Blue')).not.toBeInTheDocument();
  });

  it("shows a librarian's own declined request as Declined", async () => {
    signInAs('librarian');
    renderAccount('/mediarequest');
    const mine = screen.getByRole('region', { name: 'Your Requests' });
    const item = (await within(mine).findByText('Kind of Blue')).closest('li') as HTMLElement;
    expect(within(item).getByText('Declined')).toBeInTheDocument();
    expect(within(mine).queryByText('The Left Hand of Darkness')).not.toBeInTheDocument();
  });

  it('shows a request marked done as Done', async () => {
    const request = mockDb.mediaRequests.find((item) => item.requestID === 1);
    Object.assign(request ?? {}, { status: 'done', closedAt: '2026-11-02T10:00:00.000Z' });
    signInAs('reader');
    renderAccount('/mediarequest');
    const mine = screen.getByRole('region', { name: 'Your Requests' });
    const item = (await within(mine).findByText('The Left Hand of Darkness')).closest('li') as HTMLElement;
    expect(within(item).getByText('Done')).toBeInTheDocument();
    expect(within(item).queryByText('Open')).not.toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    signInAs('admin');
    renderAccount('/mediarequest');
    const mine = screen.getByRole('region', { name: 'Your Requests' });
    expect(await within(mine).findByText('You have not requested any media yet')).toBeInTheDocument();
  });

  it('shows a loader, then an error with Retry when the list fails', async () => {
    server.use(http.get('*/api/v1/mediarequests', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    signInAs('reader');
    renderAccount('/mediarequest');
    const mine = screen.getByRole('region', { name: 'Your Requests' });
    expect(within(mine).getByRole('status')).toHaveTextContent('Loading your requests...');
    expect(await within(mine).findByRole('alert')).toHaveTextContent('Your requests could not be loaded');
    expect(within(mine).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('hides the open-request queue from readers', async () => {
    signInAs('reader');
    renderAccount('/mediarequest');
    await screen.findByText('The Left Hand of Darkness');
    expect(screen.queryByRole('heading', { name: 'Open Requests' })).not.toBeInTheDocument();
  });
});
