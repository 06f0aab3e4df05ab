import type { AdminUser, InstanceFacts, Invitation } from '@shelfmark/contract';
import { users } from '@shelfmark/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server, startMockServer } from '../testing/mock-server';
import { renderAccount, signInAs } from '../testing/render-account';

startMockServer();

const person = (userID: number, username: string, extra: Partial<AdminUser> = {}): AdminUser => ({
  userID,
  username,
  email: `${username}@example.com`,
  role: 'user',
  created: '2026-01-05T10:00:00.000Z',
  lastSeen: '2026-11-26T18:30:00.000Z',
  itemsOnShelf: 42,
  disabled: false,
  twoFactor: false,
  accessTokens: 0,
  integrations: 0,
  ...extra,
});

const facts: InstanceFacts = {
  version: '1.4.0',
  database: 'postgres',
  coverStore: 's3',
  mailConfigured: false,
  lookupEnabled: true,
  metadataServices: [
    { service: 'openlibrary', label: 'Open Library', configured: true },
    { service: 'tmdb', label: 'TMDB', configured: false },
  ],
  lastBackup: { file: 'shelfmark-backup-2026-11-27T03-00-00-000Z.tar.gz', createdAt: '2026-11-27T03:00:00.000Z', bytes: 1_234_567 },
  registration: 'open',
};

let accounts: AdminUser[];
let invitations: Invitation[];
let mode: string;
const calls: string[] = [];

beforeEach(() => {
  accounts = [person(users.admin.userID, users.admin.username, { role: 'admin' }), person(7, 'grace_h', { twoFactor: true, accessTokens: 2, integrations: 1 }), person(8, 'ken_t', { disabled: true, lastSeen: null })];
  invitations = [];
  mode = 'open';
  calls.length = 0;
  const record = (what: string) => calls.push(what);
  server.use(
    http.get('*/api/v1/admin/users', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const found = accounts.filter((account) => account.username.includes(q));
      return HttpResponse.json({ users: found, total: found.length, page: 1, pageSize: 50 });
    }),
    http.patch('*/api/v1/admin/users/:id', async ({ params, request }) => {
      const change = (await request.json()) as Partial<AdminUser>;
      record(`PATCH ${params['id']} ${JSON.stringify(change)}`);
      accounts = accounts.map((account) => (account.userID === Number(params['id']) ? { ...account, ...change } : account));
      return HttpResponse.json(accounts.find((account) => account.userID === Number(params['id'])));
    }),
    http.delete('*/api/v1/admin/users/:id/two-factor', ({ params }) => {
      record(`DELETE two-factor ${params['id']}`);
      accounts = accounts.map((account) => (account.userID === Number(params['id']) ? { ...account, twoFactor: false } : account));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/api/v1/admin/users/:id', ({ params }) => {
      record(`DELETE ${params['id']}`);
      accounts = accounts.filter((account) => account.userID !== Number(params['id']));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/v1/admin/registration', () => HttpResponse.json({ mode })),
    http.put('*/api/v1/admin/registration', async ({ request }) => {
      mode = ((await request.json()) as { mode: string }).mode;
      return HttpResponse.json({ mode });
    }),
    http.get('*/api/v1/admin/invitations', () => HttpResponse.json(invitations)),
    http.post('*/api/v1/admin/invitations', async ({ request }) => {
      const body = (await request.json()) as { days: number; maxUses: number };
      const invitation: Invitation = { invitationID: 5, created: '2026-11-27T10:00:00.000Z', createdBy: users.admin.username, expiresAt: '2026-12-04T10:00:00.000Z', maxUses: body.maxUses, uses: 0, state: 'active' };
      invitations = [invitation];
      return HttpResponse.json({ invitation, link: 'http://localhost/?invitation=abc123' }, { status: 201 });
    }),
    http.delete('*/api/v1/admin/invitations/:id', () => {
      invitations = [];
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/v1/admin/instance', () => HttpResponse.json(facts)),
    http.post('*/api/v1/admin/instance/test-mail', () => HttpResponse.json({ to: users.admin.email, mailConfigured: false })),
  );
});

const rowOf = async (username: string) => (await screen.findByText(username)).closest('tr') as HTMLElement;

describe('the admin screen', () => {
  it('lists the users with their facts and searches them', async () => {
    signInAs('admin');
    renderAccount('/admin');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const grace = await rowOf('grace_h');
    expect(grace).toHaveTextContent('grace_h@example.com');
    expect(grace).toHaveTextContent('Two-factor on');
    expect(grace).toHaveTextContent('2 access tokens');
    expect(grace).toHaveTextContent('1 integration');
    expect(within(grace).getByRole('combobox', { name: 'Role of grace_h' })).toHaveValue('user');
    expect(await rowOf('ken_t')).toHaveTextContent(/Never.*42.*Disabled/);

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search users' }), 'ken');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('changes a role, disables and re-enables, removes two-factor, and deletes after a confirmation naming the user', async () => {
    const user = userEvent.setup();
    signInAs('admin');
    renderAccount('/admin');
    let grace = await rowOf('grace_h');
    await user.selectOptions(within(grace).getByRole('combobox', { name: 'Role of grace_h' }), 'librarian');
    await waitFor(() => expect(calls).toContain('PATCH 7 {"role":"librarian"}'));

    await user.click(within(grace).getByRole('button', { name: 'Disable' }));
    const disable = await screen.findByRole('dialog', { name: 'Disable grace_h?' });
    expect(disable).toHaveTextContent('signed out everywhere');
    await user.click(within(disable).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls).toContain('PATCH 7 {"disabled":true}'));
    grace = await rowOf('grace_h');
    await user.click(await within(grace).findByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(calls).toContain('PATCH 7 {"disabled":false}'));

    await user.click(within(await rowOf('grace_h')).getByRole('button', { name: 'Remove two-factor' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove grace_h\'s two-factor sign-in?' })).getByRole('button', { name: 'Remove two-factor' }));
    await waitFor(() => expect(calls).toContain('DELETE two-factor 7'));

    await user.click(within(await rowOf('ken_t')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete ken_t?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete ken_t' }));
    await waitFor(() => expect(calls).toContain('DELETE 8'));
    await waitFor(() => expect(screen.queryByText('ken_t')).not.toBeInTheDocument());
  });

  it('shows the server’s reason when a change is refused (the last admin)', async () => {
    server.use(http.patch('*/api/v1/admin/users/:id', () => HttpResponse.json({ message: 'Shelfmark needs an admin: make another account admin before you change this one' }, { status: 400 })));
    const user = userEvent.setup();
    signInAs('admin');
    renderAccount('/admin');
    const self = await rowOf(users.admin.username);
    await user.selectOptions(within(self).getByRole('combobox', { name: `Role of ${users.admin.username}` }), 'user');
    expect(await within(self).findByText(/Shelfmark needs an admin/)).toBeInTheDocument();
  });

  it('sets the registration mode, makes an invitation link to copy, and revokes it', async () => {
    const user = userEvent.setup();
    signInAs('admin');
    renderAccount('/admin');
    const section = await screen.findByRole('region', { name: 'Registration' });
    await user.selectOptions(await within(section).findByRole('combobox', { name: 'Who may register' }), 'invite');
    expect(await within(section).findByText('Saved.')).toBeInTheDocument();
    expect(mode).toBe('invite');

    const uses = within(section).getByRole('spinbutton', { name: 'Number of uses' });
    await user.clear(uses);
    await user.type(uses, '3');
    await user.click(within(section).getByRole('button', { name: 'Make an invitation link' }));
    expect(await within(section).findByDisplayValue('http://localhost/?invitation=abc123')).toBeInTheDocument();
    const item = await within(section).findByRole('listitem');
    expect(item).toHaveTextContent('Used 0 of 3');
    await user.click(within(item).getByRole('button', { name: 'Revoke' }));
    expect(await within(section).findByText('No invitations yet.')).toBeInTheDocument();
  });

  it('shows the instance and sends a test mail', async () => {
    const user = userEvent.setup();
    signInAs('admin');
    renderAccount('/admin');
    const section = await screen.findByRole('region', { name: 'Instance' });
    expect(await within(section).findByText('1.4.0')).toBeInTheDocument();
    expect(section).toHaveTextContent('PostgreSQL');
    expect(section).toHaveTextContent('S3');
    expect(section).toHaveTextContent('Not configured: kept in the outbox');
    expect(section).toHaveTextContent('Open Library: configured');
    expect(section).toHaveTextContent('TMDB: not configured');
    expect(section).toHaveTextContent('1.2 MB');
    await user.click(within(section).getByRole('button', { name: 'Send a test mail' }));
    expect(await within(section).findByText(`A test mail to ${users.admin.email} was kept in the outbox: set SMTP_URL to send mail.`)).toBeInTheDocument();
  });

  it('shows a librarian only the request queue, and calls no admin route', async () => {
    server.use(http.all('*/api/v1/admin/*', () => HttpResponse.json({ message: 'not for librarians' }, { status: 403 })));
    signInAs('librarian');
    renderAccount('/admin');
    expect(await screen.findByRole('link', { name: /Open requests/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Instance' })).not.toBeInTheDocument();
  });

  it('is linked from the profile of admins and librarians, not of users', async () => {
    signInAs('admin');
    const { unmount } = renderAccount(`/account/${users.admin.userID}`);
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    unmount();
    signInAs('reader');
    renderAccount(`/account/${users.reader.userID}`);
    await screen.findByRole('navigation', { name: 'Your year' });
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
