import { FIXTURE_PASSWORD, FIXTURE_TOTP_CODE, FIXTURE_TOTP_SECRET, mockDb, users } from '@shelfmark/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startMockServer } from '../../testing/mock-server';
import { renderAccount, signInAs } from '../../testing/render-account';

startMockServer();

async function openProfile() {
  signInAs('reader');
  const user = userEvent.setup();
  renderAccount(`/account/${users.reader.userID}`);
  const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
  return { user, section };
}

describe('two-factor sign-in on the profile', () => {
  it('sets up with the QR code or the key, turns on with a code and shows the recovery codes once', async () => {
    const { user, section } = await openProfile();
    expect(await within(section).findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Set up two-factor sign-in' }));

    const qr = await within(section).findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    const key = within(section).getByRole('group', { name: 'Or type this key into the app' });
    expect(key).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.click(within(key).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(FIXTURE_TOTP_SECRET);
    expect(within(key).getByRole('status')).toHaveTextContent('Copied.');

    await user.type(within(section).getByLabelText('Code from the app'), '000000');
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(await within(section).findByText('Wrong code, try again')).toBeInTheDocument();
    await user.clear(within(section).getByLabelText('Code from the app'));
    await user.type(within(section).getByLabelText('Code from the app'), `${FIXTURE_TOTP_CODE}{Enter}`);

    const codes = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(within(section).getByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    expect(within(section).getByText('These codes are shown only now.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(mockDb.twoFactor.get(users.reader.userID)?.recoveryCodes.join('\n'));
    expect(within(section).getByRole('status')).toHaveTextContent('Copied.');

    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await within(section).findByText(/Two-factor sign-in is on/)).toHaveTextContent('10 recovery codes left.');
  });

  it('cancels a set-up that was not confirmed', async () => {
    const { user, section } = await openProfile();
    await user.click(await within(section).findByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.click(await within(section).findByRole('button', { name: 'Cancel' }));
    expect(within(section).getByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
  });

  it('turns off with the password, and says a wrong one is wrong', async () => {
    mockDb.twoFactor.set(users.reader.userID, { confirmed: true, recoveryCodes: ['abcd-efgh-jkmn-pqrs'] });
    const { user, section } = await openProfile();
    expect(await within(section).findByText(/1 recovery code left\./)).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Password'), 'not my password at all');
    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByText('Wrong password')).toBeInTheDocument();
    expect(mockDb.twoFactor.get(users.reader.userID)?.confirmed).toBe(true);

    await user.clear(within(section).getByLabelText('Password'));
    await user.type(within(section).getByLabelText('Password'), `${FIXTURE_PASSWORD}{Enter}`);
    expect(await within(section).findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(mockDb.twoFactor.has(users.reader.userID)).toBe(false);
  });
});
