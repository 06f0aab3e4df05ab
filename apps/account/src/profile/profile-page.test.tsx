import { getToken } from '@shelfmark/session';
import { users } from '@shelfmark/testing';
import { screen } from '@testing-library/react';
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
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
    expect(await screen.findByRole('alert')).toHaveTextContent('The profile could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
