import { getToken } from '@shelfmark/session';
import { callsTo, FIXTURE_PASSWORD, mockDb, users } from '@shelfmark/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spyOnDownloads } from '../../testing/download-spy';
import { startMockServer } from '../../testing/mock-server';
import { renderAccount, signInAs } from '../../testing/render-account';
import * as reloadPage from '../reload-page';

startMockServer();
const downloads = spyOnDownloads();
afterEach(() => vi.restoreAllMocks());

async function openYourAccount() {
  signInAs('reader');
  renderAccount(`/account/${users.reader.userID}`);
  return screen.findByRole('region', { name: 'Your account' });
}

describe('Your account on the profile', () => {
  it("is on the user's own profile only", async () => {
    signInAs('admin');
    renderAccount(`/account/${users.reader.userID}`);
    expect(await screen.findByText(users.reader.username)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your account' })).not.toBeInTheDocument();
  });

  it('asks the new address and the password, then shows the change waiting for its link', async () => {
    await openYourAccount();
    const section = screen.getByRole('region', { name: 'Email address' });
    expect(await within(section).findByText('Your email is ada@example.com.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('New email'), 'ada@lovelace.org');
    await user.type(within(section).getByLabelText(/^Password/), FIXTURE_PASSWORD);
    await user.click(within(section).getByRole('button', { name: 'Change email' }));
    expect(await within(section).findByText('We sent a confirmation link to ada@lovelace.org. Your email changes once you open it.')).toBeInTheDocument();
    expect(await within(section).findByText(/^Waiting for confirmation: ada@lovelace\.org\./)).toBeInTheDocument();
    expect(within(section).getByLabelText('New email')).toHaveValue('');
    expect(callsTo('POST', '/account/email').at(-1)?.body).toEqual({ email: 'ada@lovelace.org', password: FIXTURE_PASSWORD });
  });

  it('checks the address before sending, and shows the server’s refusal of a wrong password', async () => {
    await openYourAccount();
    const section = screen.getByRole('region', { name: 'Email address' });
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('New email'), 'not-an-address');
    await user.type(within(section).getByLabelText(/^Password/), 'a wrong password here');
    await user.click(within(section).getByRole('button', { name: 'Change email' }));
    expect(await within(section).findByText('Invalid Email!')).toBeInTheDocument();
    expect(callsTo('POST', '/account/email')).toEqual([]);
    await user.clear(within(section).getByLabelText('New email'));
    await user.type(within(section).getByLabelText('New email'), 'ada@lovelace.org');
    await user.click(within(section).getByRole('button', { name: 'Change email' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('That is not your current password');
  });

  it('changes the password with the current one, the new one typed twice', async () => {
    await openYourAccount();
    const section = screen.getByRole('region', { name: 'Password' });
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Current Password'), FIXTURE_PASSWORD);
    await user.type(within(section).getByLabelText(/^New Password/), 'a much better passphrase');
    await user.type(within(section).getByLabelText('Confirm Password'), 'a much better passphrase!');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('Passwords do not match!')).toBeInTheDocument();
    expect(callsTo('POST', '/account/password')).toEqual([]);
    await user.type(within(section).getByLabelText('Confirm Password'), '{Backspace}');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('Your password has been changed. Every other browser has been signed out.')).toBeInTheDocument();
    expect(callsTo('POST', '/account/password').at(-1)?.body).toEqual({ currentPassword: FIXTURE_PASSWORD, newPassword: 'a much better passphrase' });
    expect(mockDb.accounts.find((account) => account.userID === users.reader.userID)?.password).toBe('a much better passphrase');
  });

  it('offers the export before deleting, then asks the password and the username typed out', async () => {
    const reload = vi.spyOn(reloadPage, 'reloadAtRoot').mockImplementation(() => undefined);
    await openYourAccount();
    const zone = await screen.findByRole('region', { name: 'Delete your account' });
    const user = userEvent.setup();
    await user.click(within(zone).getByRole('button', { name: 'Delete account…' }));
    expect(within(zone).getByText('Download your data first: once the account is gone, nothing can be recovered.')).toBeInTheDocument();
    await user.click(within(zone).getByRole('button', { name: 'Download JSON archive' }));
    await waitFor(() => expect(downloads.names).toHaveLength(1));

    await user.type(within(zone).getByLabelText('Password'), FIXTURE_PASSWORD);
    await user.type(within(zone).getByLabelText('Type your username, ada_99, to confirm'), 'ada');
    await user.click(within(zone).getByRole('button', { name: 'Delete my account' }));
    expect(await within(zone).findByText('Type ada_99 exactly to confirm')).toBeInTheDocument();
    expect(callsTo('DELETE', '/account')).toEqual([]);

    await user.type(within(zone).getByLabelText('Type your username, ada_99, to confirm'), '_99');
    await user.click(within(zone).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(callsTo('DELETE', '/account').at(-1)?.body).toEqual({ password: FIXTURE_PASSWORD });
    expect(getToken()).toBeNull();
    expect(mockDb.accounts.some((account) => account.userID === users.reader.userID)).toBe(false);
  });

  it('keeps the account and says why when the password is wrong', async () => {
    const reload = vi.spyOn(reloadPage, 'reloadAtRoot').mockImplementation(() => undefined);
    await openYourAccount();
    const zone = await screen.findByRole('region', { name: 'Delete your account' });
    const user = userEvent.setup();
    await user.click(within(zone).getByRole('button', { name: 'Delete account…' }));
    await user.type(within(zone).getByLabelText('Password'), 'a wrong password here');
    await user.type(within(zone).getByLabelText('Type your username, ada_99, to confirm'), 'ada_99');
    await user.click(within(zone).getByRole('button', { name: 'Delete my account' }));
    expect(await within(zone).findByRole('alert')).toHaveTextContent('That is not your current password');
    expect(reload).not.toHaveBeenCalled();
    await user.click(within(zone).getByRole('button', { name: 'Cancel' }));
    expect(within(zone).getByRole('button', { name: 'Delete account…' })).toBeInTheDocument();
  });
});
