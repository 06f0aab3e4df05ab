import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { type Account, E2E_PASSWORD, registerAccount, useAccount } from '../../support/accounts';

let existing: Account;

test.beforeAll(async () => {
  existing = await registerAccount('shell');
});

async function expectSignIn(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
}

async function expectHome(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Home · Shelfmark');
}

test.describe('sign-in, registration and the session', () => {
  test('register goes Home; Sign Out returns to sign-in; signing in again works', async ({ page }) => {
    const username = `shell_${randomBytes(4).toString('hex')}`;
    await page.goto('/library?page=1&library=read&type=0&genre=0');
    await expectSignIn(page);
    await page.getByRole('button', { name: 'No account yet? Register' }).click();
    await page.getByLabel('Email').fill(`${username}@example.test`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
    await page.getByLabel('Confirm Password').press('Enter');
    await expectHome(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectSignIn(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await expectHome(page);
  });

  test('a wrong password and a taken username say so', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Username').fill(existing.username);
    await page.getByLabel('Password').fill('not the right password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to log in, please try again');

    await page.getByRole('button', { name: 'No account yet? Register' }).click();
    await page.getByLabel('Email').fill('someone.else@example.test');
    await page.getByLabel('Username').fill(existing.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText('Username already taken');
  });

  test('a token tampered with in local storage is removed and sign-in shows', async ({ page }) => {
    await page.goto('/');
    await expectSignIn(page);
    const [header, payload] = existing.token.split('.');
    await page.evaluate((token) => localStorage.setItem('token', token), `${header}.${payload}.forged-signature`);
    await page.reload();
    await expectSignIn(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test("today's cover cache is opened and other days' caches are deleted", async ({ page }) => {
    await useAccount(page, existing);
    await page.goto('/');
    await expectHome(page);
    await page.evaluate(() => caches.open('2001-01-01'));
    await page.reload();
    await expectHome(page);
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([today]);
  });
});
