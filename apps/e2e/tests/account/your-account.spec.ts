import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { type Account, E2E_PASSWORD, registerAccount, useAccount } from '../../support/accounts';
import { useAccountOnce, userIdOf } from '../../support/account-users';
import { startSmtpInbox } from '../../support/account-smtp';
import { e2eServer, startServer } from '../../support/servers';

const NEW_PASSWORD = 'a better passphrase for e2e';

const signInThroughApi = (baseUrl: string, username: string, password: string) =>
  fetch(`${baseUrl}/api/v1/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });

async function signInOnPage(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `../../tmp/e2e/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('changing the password signs the other browsers out, and the new one signs in', async ({ page, browser }) => {
  const account = await registerAccount('newpass');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const otherSession = (await (await signInThroughApi(e2eServer.url, account.username, account.password)).json()) as { token: string };
  await useAccount(otherPage, { ...account, token: otherSession.token });

  await useAccount(page, account);
  await page.goto(`/account/${userIdOf(account)}`);
  const section = page.getByRole('region', { name: 'Password' });
  await section.getByLabel('Current Password').fill(E2E_PASSWORD);
  await section.getByLabel('New Password').fill(NEW_PASSWORD);
  await section.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Your password has been changed. Every other browser has been signed out.')).toBeVisible();
  await screenshots(page, 'your-account');

  // This browser stays signed in; the other is asked to sign in again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your account', exact: true })).toBeVisible();
  await otherPage.goto('/library');
  await expect(otherPage.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await other.close();

  expect((await signInThroughApi(e2eServer.url, account.username, E2E_PASSWORD)).status).toBe(401);
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await freshPage.goto('/');
  await signInOnPage(freshPage, account.username, NEW_PASSWORD);
  await expect(freshPage.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);
  await expect.poll(() => freshPage.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();
  await fresh.close();
});

test('a new email is confirmed through the link mailed to it', async ({ page }) => {
  const inbox = await startSmtpInbox();
  const server = await startServer({ SMTP_URL: inbox.url });
  try {
    const username = `moving_${randomBytes(4).toString('hex')}`;
    const registered = await fetch(`${server.url}/api/v1/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${username}@example.test`, username, password: E2E_PASSWORD }),
    });
    const account: Account = { username, password: E2E_PASSWORD, email: `${username}@example.test`, token: ((await registered.json()) as { token: string }).token };
    const newEmail = `${username}@new.example.test`;

    await useAccount(page, account);
    await page.goto(`${server.url}/account/${userIdOf(account)}`);
    const section = page.getByRole('region', { name: 'Email address' });
    await expect(section.getByText(`Your email is ${account.email}.`)).toBeVisible();
    await section.getByLabel('New email').fill(newEmail);
    await section.getByLabel('Password').fill(E2E_PASSWORD);
    await section.getByRole('button', { name: 'Change email' }).click();
    await expect(section.getByText(`We sent a confirmation link to ${newEmail}. Your email changes once you open it.`)).toBeVisible();
    await expect(section.getByText(`Waiting for confirmation: ${newEmail}.`, { exact: false })).toBeVisible();

    // Two mails: the link to the new address, a notice to the old one (in either order).
    const mails = [await inbox.nextMail(), await inbox.nextMail()];
    const confirmation = mails.find((mail) => mail.includes('/confirm-email/')) ?? '';
    expect(confirmation).toContain(`To: ${newEmail}`);
    expect(mails.find((mail) => mail !== confirmation)).toContain(`To: ${account.email}`);
    const link = /https?:\/\/\S+?\/confirm-email\/[\w-]+/.exec(confirmation)?.[0] ?? '';

    await page.goto(`${server.url}${new URL(link).pathname}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your new email' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await expect(page.getByRole('status')).toHaveText(/Your email has been changed\./);

    await page.goto(`${server.url}/account/${userIdOf(account)}`);
    await expect(page.getByRole('region', { name: 'Email address' }).getByText(`Your email is ${newEmail}.`)).toBeVisible();

    // The link works once.
    await page.goto(`${server.url}${new URL(link).pathname}`);
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await expect(page.getByRole('alert')).toHaveText('This confirmation link is invalid, used or expired');
  } finally {
    await server.stop();
    await inbox.close();
  }
});

test('deleting the account offers the export first, signs the browser out, and the account cannot sign in again', async ({ page }) => {
  const account = await registerAccount('leaving');
  await useAccountOnce(page, account);
  await page.goto(`/account/${userIdOf(account)}`);
  const zone = page.getByRole('region', { name: 'Delete your account' });
  await zone.getByRole('button', { name: 'Delete account…' }).click();
  await expect(zone.getByText('Download your data first: once the account is gone, nothing can be recovered.')).toBeVisible();
  const download = page.waitForEvent('download');
  await zone.getByRole('button', { name: 'Download JSON archive' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.json$/);
  await screenshots(page, 'delete-account');

  await zone.getByLabel('Password').fill(E2E_PASSWORD);
  await zone.getByLabel(`Type your username, ${account.username}, to confirm`).fill(account.username);
  await zone.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  expect((await signInThroughApi(e2eServer.url, account.username, E2E_PASSWORD)).status).toBe(401);
  await signInOnPage(page, account.username, E2E_PASSWORD);
  await expect(page.getByText('Failed to log in, please try again')).toBeVisible();
});

test('the confirmation page opens without sign-in, hidden from search engines, and refuses a forged link', async ({ page }) => {
  const response = await page.goto('/confirm-email/not-a-real-token');
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your new email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page.getByRole('alert')).toHaveText('This confirmation link is invalid, used or expired');
});
