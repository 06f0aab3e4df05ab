import { callsTo, emailConfirmToken, mockDb, users } from '@shelfmark/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startMockServer } from '../testing/mock-server';
import { renderAccount } from '../testing/render-account';

startMockServer();

const reader = () => mockDb.accounts.find((account) => account.userID === users.reader.userID);

describe('confirm email page', () => {
  it('changes the email on a click, without sign-in', async () => {
    reader()!.pendingEmail = { email: 'ada@lovelace.org', expires: new Date(Date.now() + 3_600_000).toISOString() };
    renderAccount(`/confirm-email/${emailConfirmToken(users.reader.userID)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your new email' })).toBeInTheDocument();
    // Opening the link alone changes nothing (a mail scanner may follow it).
    expect(callsTo('POST', '/account/email/confirm')).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your email has been changed.');
    expect(screen.getByRole('link', { name: 'Go to Shelfmark' })).toHaveAttribute('href', '/');
    expect(reader()?.email).toBe('ada@lovelace.org');
  });

  it("shows the server's message for a used, expired or forged link", async () => {
    renderAccount('/confirm-email/forged-token');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid, used or expired');
    expect(reader()?.email).toBe(users.reader.email);
  });
});
