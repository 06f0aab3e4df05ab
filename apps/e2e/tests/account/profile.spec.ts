import { expect, test } from '@playwright/test';
import { registerAccount, useAccount } from '../../support/accounts';
import { useAccountOnce, userIdOf } from '../../support/account-users';

test('the profile shows username and email, and Sign Out clears the token and goes to the root', async ({ page }) => {
  const account = await registerAccount('profile');
  await useAccountOnce(page, account);
  const id = userIdOf(account);

  await page.goto(`/users/${id}`);
  await expect(page).toHaveURL(`/account/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByText(account.username, { exact: true })).toBeVisible();
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test("another user's profile is private and shows no email", async ({ page }) => {
  const [viewer, other] = [await registerAccount('viewer'), await registerAccount('other')];
  await useAccount(page, viewer);
  await page.goto(`/account/${userIdOf(other)}`);
  await expect(page.getByText('Profiles are private: you can only see your own.')).toBeVisible();
  await expect(page.getByText(other.email)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', `/account/${userIdOf(viewer)}`);
});
