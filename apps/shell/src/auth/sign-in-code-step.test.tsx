import { getToken } from '@shelfmark/session';
import { FIXTURE_PASSWORD, FIXTURE_TOTP_CODE, mockDb, users } from '@shelfmark/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithRouter, setUpShellTests } from '../testing/render-shell';
import { AuthScreen } from './auth-screen';

setUpShellTests();

const recoveryCode = 'abcd-efgh-jkmn-pqrs';

beforeEach(() => {
  mockDb.twoFactor.set(users.reader.userID, { confirmed: true, recoveryCodes: [recoveryCode] });
});

async function signInWithPassword() {
  const user = userEvent.setup();
  renderWithRouter(<AuthScreen />, '/library');
  await user.type(screen.getByLabelText('Username'), users.reader.username);
  await user.type(screen.getByLabelText('Password'), `${FIXTURE_PASSWORD}{Enter}`);
  return user;
}

describe('sign-in with a two-factor code', () => {
  it('asks for the code after a right password, and signs in with it', async () => {
    const user = await signInWithPassword();
    const code = await screen.findByLabelText('Code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText('Enter the code from your authenticator app')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(getToken()).toBeNull();
    await user.type(code, `${FIXTURE_TOTP_CODE}{Enter}`);
    await expect.poll(() => getToken()).not.toBeNull();
  });

  it('says a wrong code is wrong and keeps asking; a recovery code signs in', async () => {
    const user = await signInWithPassword();
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong code, try again');
    expect(getToken()).toBeNull();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), recoveryCode);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await expect.poll(() => getToken()).not.toBeNull();
  });

  it('asks for a code before sending an empty one, and goes back to the password form', async () => {
    const user = await signInWithPassword();
    await screen.findByLabelText('Code');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(expect.stringContaining('Enter the code'));
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByLabelText('Username')).toHaveValue(users.reader.username);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves the spec’s form as it is for an account without two-factor sign-in', async () => {
    mockDb.twoFactor.clear();
    await signInWithPassword();
    await expect.poll(() => getToken()).not.toBeNull();
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
  });
});
