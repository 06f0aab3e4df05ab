import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_PASSWORD } from '../../support/accounts';
import { startSmtpInbox } from '../../support/account-smtp';
import { startServer } from '../../support/servers';

const NEW_PASSWORD = 'a freshly reset passphrase';

test('a mailed reset link sets a new password that signs in', async ({ page }) => {
  const inbox = await startSmtpInbox();
  const server = await startServer({ SMTP_URL: inbox.url });
  const api = (path: string, init: RequestInit) => fetch(`${server.url}/api/v1${path}`, init);
  try {
    const username = `reset_${randomBytes(4).toString('hex')}`;
    const email = `${username}@example.test`;
    const json = { 'content-type': 'application/json' };
    expect((await api('/users', { method: 'POST', headers: json, body: JSON.stringify({ email, username, password: E2E_PASSWORD }) })).ok).toBe(true);

    await page.goto(`${server.url}/`);
    await page.getByText('Forgot password?').click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset email' }).click();
    await expect(page.getByText('Reset email has been sent')).toBeVisible();
    const link = (await inbox.nextMail()).match(/https?:\/\/\S+?\/passwordreset\/[\w-]+/)?.[0];
    expect(link).toBeDefined();
    const resetPath = new URL(link ?? '').pathname;

    await page.goto(`${server.url}${resetPath}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password').fill('not the same passphrase');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Passwords do not match!')).toBeVisible();

    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();
    const oldPassword = await api('/sessions', { method: 'POST', headers: json, body: JSON.stringify({ username, password: E2E_PASSWORD }) });
    expect(oldPassword.ok).toBe(false);

    // The link is single use; the page says so, also on a narrow screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}${resetPath}`);
    await expect(page.getByRole('alert')).toHaveText('Invalid request');
  } finally {
    await server.stop();
    await inbox.close();
  }
});

test("an unknown token shows 'Invalid request' without sign-in", async ({ page }) => {
  await page.goto('/passwordreset/not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Invalid request');
});
