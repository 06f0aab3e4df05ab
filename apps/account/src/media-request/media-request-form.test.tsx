import { mockDb, users } from '@shelfmark/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, startMockServer } from '../testing/mock-server';
import { renderAccount, signInAs } from '../testing/render-account';

startMockServer();

async function openForm() {
  signInAs('reader');
  renderAccount('/mediarequest');
  await screen.findByRole('heading', { level: 1, name: 'Request Media' });
  return userEvent.setup();
}

describe('media request form', () => {
  it('offers Album, Book, Movie, TV Show and Video Game in that order', async () => {
    await openForm();
    const types = within(screen.getByRole('group', { name: 'Media type' })).getAllByRole('button');
    expect(types.map((button) => button.textContent)).toEqual(['Album', 'Book', 'Movie', 'TV Show', 'Video Game']);
  });

  it("names the fields after the selected type, '{type} Title' and '{type} Creator'", async () => {
    const user = await openForm();
    expect(screen.getByLabelText(/^Book Title/)).toBeInTheDocument();
    expect(screen.getByLabelText('Book Creator')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'TV Show' }));
    expect(screen.getByRole('button', { name: 'TV Show' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/^TV Show Title/)).toBeInTheDocument();
    expect(screen.getByLabelText('TV Show Creator')).toBeInTheDocument();
  });

  it('keeps a type selected when the selected one is clicked again', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByRole('button', { name: 'Book' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("has a multi-line 'Additional Details' of at least 5 rows with the ambiguity hint", async () => {
    await openForm();
    const details = screen.getByLabelText('Additional Details');
    expect(details.tagName).toBe('TEXTAREA');
    expect(Number(details.getAttribute('rows'))).toBeGreaterThanOrEqual(5);
    expect(details).toHaveAccessibleDescription('If there might be ambiguity, add clarifications here');
  });

  it('starts from what a search or Add Media link carries', async () => {
    signInAs('reader');
    renderAccount('/mediarequest?type=movie&title=Heat&creator=Michael%20Mann');
    await screen.findByRole('heading', { level: 1, name: 'Request Media' });
    expect(screen.getByRole('button', { name: 'Movie' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/^Movie Title/)).toHaveValue('Heat');
    expect(screen.getByLabelText('Movie Creator')).toHaveValue('Michael Mann');
  });

  it('marks the creator optional', async () => {
    await openForm();
    expect(screen.getByLabelText('Book Creator')).toHaveAccessibleDescription('Optional');
  });

  it('shows a message next to the title when it is empty, and sends nothing', async () => {
    const user = await openForm();
    const before = mockDb.mediaRequests.length;
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(screen.getByLabelText(/^Book Title/)).toHaveAccessibleDescription('Title is required');
    expect(mockDb.mediaRequests).toHaveLength(before);
  });

  it('stores the request with the user id and type, confirms it and lists it as Open', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Movie' }));
    await user.type(screen.getByLabelText(/^Movie Title/), 'Metropolis');
    await user.type(screen.getByLabelText('Movie Creator'), 'Fritz Lang');
    await user.type(screen.getByLabelText('Additional Details'), 'The 1927 film');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Thank you! Your request for Metropolis has been sent.')).toBeInTheDocument();
    expect(mockDb.mediaRequests[0]).toMatchObject({
      userID: users.reader.userID,
      type: 'movie',
      title: 'Metropolis',
      creator: 'Fritz Lang',
      details: 'The 1927 film',
    });
    expect(screen.getByLabelText(/^Movie Title/)).toHaveValue('');
    const mine = screen.getByRole('region', { name: 'Your Requests' });
    const item = (await within(mine).findByText('Metropolis')).closest('li');
    expect(item).not.toBeNull();
    expect(within(item as HTMLElement).getByText('Open')).toBeInTheDocument();
  });

  it('sends a request without a creator', async () => {
    const user = await openForm();
    await user.type(screen.getByLabelText(/^Book Title/), 'Beowulf');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await screen.findByText('Thank you! Your request for Beowulf has been sent.');
    expect(mockDb.mediaRequests[0]).toMatchObject({ title: 'Beowulf', creator: null, details: '' });
  });

  it('says so when the request cannot be sent, and keeps what was typed', async () => {
    server.use(http.post('*/api/v1/mediarequests', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const user = await openForm();
    await user.type(screen.getByLabelText(/^Book Title/), 'Beowulf');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your request could not be sent, please try again');
    expect(screen.getByLabelText(/^Book Title/)).toHaveValue('Beowulf');
  });
});
