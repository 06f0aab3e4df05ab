import { getToken } from '@shelfmark/session';
import { callsTo, mockDb, users } from '@shelfmark/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, startMockServer } from '../testing/mock-server';
import { renderAccount, signInAs } from '../testing/render-account';
import { reloadAtRoot } from './reload-page';

vi.mock('./reload-page', () => ({ reloadAtRoot: vi.fn() }));

startMockServer();

describe('profile', () => {
  it('shows your username and email', async () => {
    signInAs('reader');
    renderAccount(`/account/${users.reader.userID}`);
    expect(await screen.findByText(users.reader.username)).toBeInTheDocument();
    expect(screen.getByText('Username')).toBeInTheDocument();
    expect(screen.getByText('Email')).toBeInTheDocument();
    expect(screen.getByText(users.reader.email)).toBeInTheDocument();
  });

  it('links your own apps and tokens page', async () => {
    signInAs('reader');
    renderAccount(`/account/${users.reader.userID}`);
    expect(await screen.findByRole('link', { name: 'Apps and tokens' })).toHaveAttribute('href', '/apps');
    expect(screen.getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/integrations');
  });

  it('links your own stats, year in review, release calendar and share links', async () => {
    signInAs('reader');
    renderAccount(`/account/${users.reader.userID}`);
    const year = await screen.findByRole('navigation', { name: 'Your year' });
    expect(year).toHaveTextContent('Year in review');
    expect(screen.getByRole('link', { name: 'Stats' })).toHaveAttribute('href', '/stats');
    expect(screen.getByRole('link', { name: 'Year in review' })).toHaveAttribute('href', `/year/${new Date().getFullYear()}`);
    expect(screen.getByRole('link', { name: 'Release calendar' })).toHaveAttribute('href', '/calendar');
    expect(screen.getByRole('link', { name: 'Share links' })).toHaveAttribute('href', '/shares');
  });

  it('shows staff the open requests, counted, one click from the queue; nobody else', async () => {
    signInAs('librarian');
    const { unmount } = renderAccount(`/account/${users.librarian.userID}`);
    expect(await screen.findByRole('link', { name: 'Open requests (1)' })).toHaveAttribute('href', '/mediarequest#request-queue');
    unmount();
    signInAs('reader');
    renderAccount(`/account/${users.reader.userID}`);
    await screen.findByRole('navigation', { name: 'Your year' });
    expect(screen.queryByRole('navigation', { name: 'Catalogue work' })).not.toBeInTheDocument();
  });

  it('Sign Out clears the token, goes to the root and reloads', async () => {
    signInAs('reader');
    renderAccount(`/account/${users.reader.userID}`);
    await screen.findByText(users.reader.username);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(reloadAtRoot).toHaveBeenCalledOnce();
    // The server ends the session too, so its token stops working and it leaves the list.
    await vi.waitFor(() => expect(callsTo('DELETE', '/sessions/current')).toHaveLength(1));
  });

  it('lists the browsers signed in, signs one out, then all the others', async () => {
    const seen = { created: '2026-11-01T09:00:00.000Z', lastSeen: '2026-11-26T18:30:00.000Z', address: '192.0.2.7' };
    mockDb.sessions.push(
      { userID: users.reader.userID, sessionID: 'laptop', userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', current: true, ...seen },
      { userID: users.reader.userID, sessionID: 'phone', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1', current: false, ...seen },
      { userID: users.reader.userID, sessionID: 'script', userAgent: null, current: false, ...seen, address: null },
    );
    const user = userEvent.setup();
    signInAs('reader');
    renderAccount(`/account/${users.reader.userID}`);
    const section = await screen.findByRole('region', { name: 'Signed-in browsers' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('paragraph')[0]?.textContent)).toEqual(['Firefox on Linux · This browser', 'Safari on iPhone', 'Unknown browser']);
    expect(rows[1]).toHaveTextContent(/Last seen .* from 192\.0\.2\.7/);
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();

    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(callsTo('DELETE', '/sessions/phone')).toHaveLength(1);

    await user.click(within(section).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await within(section).findByText('Signed out of 1 other browser.')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
  });

  it("does not ask the server for another user's profile, and says profiles are private", async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    signInAs('reader');
    renderAccount(`/account/${users.librarian.userID}`);
    expect(await screen.findByText('Profiles are private: you can only see your own.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', `/account/${users.reader.userID}`);
    expect(asked).toEqual([]);
    expect(screen.queryByText(users.librarian.email)).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it("shows the admin another user's username and role, never the email", async () => {
    signInAs('admin');
    renderAccount(`/account/${users.reader.userID}`);
    expect(await screen.findByText(users.reader.username)).toBeInTheDocument();
    expect(screen.getByText('Reader')).toBeInTheDocument();
    expect(screen.queryByText(users.reader.email)).not.toBeInTheDocument();
  });

  it("says 'User not found' for an unknown id", async () => {
    signInAs('admin');
    renderAccount('/account/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });

  it("says 'User not found' for an id that is not a number", async () => {
    signInAs('reader');
    renderAccount('/account/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });

  it('shows a loader, then an error with Retry when the profile cannot be loaded', async () => {
    server.use(http.get('*/api/v1/users/:id', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    signInAs('reader');
    renderAccount(`/account/${users.reader.userID}`);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading profile...');
    expect(await screen.findByRole('alert')).toHaveTextContent('The profile could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
