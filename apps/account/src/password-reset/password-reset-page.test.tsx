import { VALID_RESET_TOKEN, errorResponse, apiPath, mockDb, users } from '@shelfmark/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, startMockServer } from '../testing/mock-server';
import { renderAccount } from '../testing/render-account';

startMockServer();

const NEW_PASSWORD = 'a brand new passphrase';

async function openValidLink() {
  const view = renderAccount(`/passwordreset/${VALID_RESET_TOKEN}`);
  await screen.findByLabelText('New Password');
  return view;
}

async function fill(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('reset password page', () => {
  it('shows the title, both fields, Cancel and Submit without sign-in', async () => {
    await openValidLink();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByText('Password should be at least 12 characters long')).toBeInTheDocument();
  });

  it("shows 'Invalid request' for an unknown or used token", async () => {
    renderAccount('/passwordreset/spent-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid request');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it("shows 'Invalid request' for a link without a token, without asking the server", async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    renderAccount('/passwordreset/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid request');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
    expect(asked).toEqual([]);
    server.events.removeAllListeners();
  });

  it("shows 'Passwords do not match!' and sends nothing when the two differ", async () => {
    const patches: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH') patches.push(request.url);
    });
    await openValidLink();
    await fill(NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
    expect(patches).toEqual([]);
    expect(mockDb.resetTokens.has(VALID_RESET_TOKEN)).toBe(true);
    server.events.removeAllListeners();
  });

  it("refuses a password shorter than 12 characters with 'Invalid password!'", async () => {
    await openValidLink();
    await fill('elevenchars', 'elevenchars');
    expect(await screen.findByText('Invalid password!')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(mockDb.resetTokens.has(VALID_RESET_TOKEN)).toBe(true);
  });

  it('accepts exactly 12 characters', async () => {
    await openValidLink();
    await fill('twelve_chars', 'twelve_chars');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  });

  it('sets the new password, confirms it and offers a way to sign in', async () => {
    await openValidLink();
    await fill(NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toHaveAttribute('href', '/');
    expect(mockDb.accounts.find((account) => account.userID === users.reader.userID)?.password).toBe(NEW_PASSWORD);
  });

  it("shows 'Invalid request' when the token is used up before submit", async () => {
    await openValidLink();
    mockDb.resetTokens.delete(VALID_RESET_TOKEN);
    await fill(NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid request');
  });

  it("shows 'Something whent wrong' when the server fails", async () => {
    server.use(http.patch(apiPath('/users/passwordreset/:token'), () => errorResponse(500, 'boom')));
    await openValidLink();
    await fill(NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something whent wrong');
  });

  it('shows a loader while the link is checked, then a retry when the check fails', async () => {
    server.use(http.get(apiPath('/users/passwordreset/:token'), () => errorResponse(500, 'boom')));
    renderAccount(`/passwordreset/${VALID_RESET_TOKEN}`);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something whent wrong');
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByLabelText('New Password')).toBeInTheDocument());
  });

  it('Cancel goes to the root', async () => {
    const { router } = await openValidLink();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
