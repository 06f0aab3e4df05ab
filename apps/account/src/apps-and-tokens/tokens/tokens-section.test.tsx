import { TOKEN_MESSAGES } from '@shelfmark/contract';
import { callsTo, failCall, mockDb, users } from '@shelfmark/testing';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startMockServer } from '../../testing/mock-server';
import { renderAccount, signInAs } from '../../testing/render-account';
import { todayUtc } from './token-form-schema';

startMockServer();
// The page is a lazy chunk: its first render waits for it to be compiled and loaded.
configure({ asyncUtilTimeout: 5000 });

async function openPage() {
  const user = userEvent.setup();
  signInAs('reader');
  renderAccount('/apps');
  await screen.findByRole('heading', { level: 1, name: 'Apps and tokens' });
  return user;
}

const tokensSection = () => screen.getByRole('region', { name: 'Personal access tokens' });

describe('personal access tokens', { timeout: 15_000 }, () => {
  it('says what tokens are for when there are none, with the API documentation', async () => {
    await openPage();
    const section = tokensSection();
    expect(await within(section).findByText('You have no tokens yet.')).toBeInTheDocument();
    expect(within(section).getByText(/read your shelf, or change it/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /API documentation/ })).toHaveAttribute('href', '/api/docs');
  });

  it('creates a token with the chosen scopes and shows its secret once, with Copy', async () => {
    const user = await openPage();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    expect(screen.getByRole('checkbox', { name: 'Read' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Write (shelf changes)' })).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Home Assistant');
    await user.click(screen.getByRole('checkbox', { name: 'Write (shelf changes)' }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const secretBox = await screen.findByRole('region', { name: 'Your new token “Home Assistant”' });
    const secret = mockDb.accessTokens[0]?.secret ?? '';
    expect(callsTo('POST', '/tokens')[0]?.body).toEqual({ name: 'Home Assistant', scopes: ['read', 'write'] });
    expect(within(secretBox).getByRole('textbox', { name: 'Token' })).toHaveValue(secret);
    expect(within(secretBox).getByText(/will not be shown again/)).toBeInTheDocument();
    expect(within(secretBox).getByRole('heading', { name: 'Your new token “Home Assistant”' })).toHaveFocus();
    await user.click(within(secretBox).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(within(secretBox).getByRole('status')).toHaveTextContent('Copied.');

    const row = await screen.findByRole('article', { name: 'Home Assistant' });
    expect(within(row).getByText('Read and Write (shelf changes)')).toBeInTheDocument();
    expect(within(row).getByText('Never used')).toBeInTheDocument();
    expect(within(row).getByText(`${mockDb.accessTokens[0]?.hint}…`)).toBeInTheDocument();

    await user.click(within(secretBox).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'New token' })).toHaveFocus();
  });

  it('says what is wrong next to each field, focuses the first, and sends nothing', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('checkbox', { name: 'Read' }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAccessibleDescription(expect.stringContaining(TOKEN_MESSAGES.nameRequired));
    expect(name).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Read' })).toHaveAccessibleDescription(TOKEN_MESSAGES.scopeRequired);
    expect(callsTo('POST', '/tokens')).toEqual([]);

    await user.type(name, 'Script');
    expect(name).not.toBeInvalid();
    await user.click(screen.getByRole('checkbox', { name: 'Read' }));
    expect(screen.getByRole('checkbox', { name: 'Read' })).not.toBeInvalid();
    const expiry = screen.getByLabelText('Expires');
    await user.type(expiry, todayUtc());
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(expiry).toHaveAccessibleDescription(expect.stringContaining(TOKEN_MESSAGES.expiryInPast));
    expect(callsTo('POST', '/tokens')).toEqual([]);
  });

  it('shows the server’s reason when the token is refused', async () => {
    failCall('POST', '/tokens', 400);
    const user = await openPage();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Script');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await within(tokensSection()).findByRole('alert')).toHaveTextContent('failed with 400');
  });

  it('shows when and from where a token was last used, and revokes it after a confirmation', async () => {
    mockDb.accessTokens.push({
      userID: users.reader.userID,
      secret: 'shm_0001secret',
      tokenID: 77,
      name: 'Shortcut',
      scopes: ['read'],
      hint: 'shm_0001',
      created: '2026-11-01T09:00:00.000Z',
      expiresAt: '2027-01-31',
      lastUsed: '2026-11-26T18:30:00.000Z',
      lastUsedFrom: '203.0.113.7',
    });
    const user = await openPage();
    const row = await screen.findByRole('article', { name: 'Shortcut' });
    expect(within(row).getByText(/from 203\.0\.113\.7$/)).toBeInTheDocument();
    expect(within(row).getByText('Jan 31, 2027')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Shortcut”?' });
    expect(dialog).toHaveTextContent('stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have no tokens yet.')).toBeInTheDocument();
    expect(callsTo('DELETE', '/tokens/77')).toHaveLength(1);
  });
});
