import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { type Account, adminAccount, E2E_PASSWORD, registerAccount, useAccount } from '../../support/accounts';
import { callApi } from '../../support/catalog-seed';

const SCREENS = '../../tmp/e2e/screens';

let admin: Account;

test.beforeAll(async () => {
  admin = await adminAccount();
});

// Every other spec registers its accounts: whatever a test here does, registration is open after it.
test.afterEach(async () => {
  await callApi(admin, 'PUT', '/admin/registration', { mode: 'open' });
});

async function fillRegistration(page: Page, username: string) {
  await page.getByLabel('Email').fill(`${username}@example.test`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
}

test('an invitation made on the admin screen lets someone register while registration is by invitation', async ({ page, browser }) => {
  await useAccount(page, admin);
  await page.goto('/admin');
  const registration = page.getByRole('region', { name: 'Registration' });
  await registration.getByRole('combobox', { name: 'Who may register' }).selectOption('invite');
  await expect(registration.getByText('Saved.')).toBeVisible();
  await registration.getByRole('button', { name: 'Make an invitation link' }).click();
  const link = await registration.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link).toContain('?invitation=');

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  // Without the link, registration is refused with the reason.
  await guestPage.goto('/');
  await guestPage.getByRole('button', { name: 'No account yet? Register' }).click();
  await fillRegistration(guestPage, `uninvited_${randomBytes(3).toString('hex')}`);
  await expect(guestPage.getByRole('alert')).toHaveText(/by invitation/);

  await guestPage.goto(`/${new URL(link).search}`);
  await expect(guestPage.getByRole('heading', { name: 'Register' })).toBeVisible();
  await fillRegistration(guestPage, `invited_${randomBytes(3).toString('hex')}`);
  await expect(guestPage.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await expect(guestPage.getByRole('navigation').first()).toBeVisible();
  expect(await guestPage.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();

  // The link was for one use: it is used up now.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Registration' }).getByRole('listitem').first()).toContainText('Used up');
  await guest.close();
});

test('a closed registration refuses with its reason', async ({ page }) => {
  await callApi(admin, 'PUT', '/admin/registration', { mode: 'closed' });
  await page.goto('/');
  await page.getByRole('button', { name: 'No account yet? Register' }).click();
  await fillRegistration(page, `refused_${randomBytes(3).toString('hex')}`);
  await expect(page.getByRole('alert')).toHaveText('Registration is closed on this Shelfmark; ask its admin for an account');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('a disabled account is signed out and cannot sign in; enabled again, it can', async ({ page, browser }) => {
  const reader = await registerAccount('benched');
  const readerContext = await browser.newContext();
  const readerPage = await readerContext.newPage();
  await useAccount(readerPage, reader);
  await readerPage.goto('/library');
  await expect(readerPage.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  await useAccount(page, admin);
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(reader.username);
  const row = page.getByRole('row').filter({ hasText: reader.username });
  await row.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog', { name: `Disable ${reader.username}?` }).getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();

  await readerPage.reload();
  await expect(readerPage.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await readerPage.getByLabel('Username').fill(reader.username);
  await readerPage.getByLabel('Password').fill(reader.password);
  await readerPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(readerPage.getByRole('alert')).toHaveText('This account is disabled; ask an admin of this Shelfmark');

  await row.getByRole('button', { name: 'Enable' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await readerPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(readerPage.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await readerContext.close();
});

for (const [width, height, name] of [
  [1280, 900, 'admin-1280'],
  [390, 844, 'admin-390'],
] as const) {
  test(`the admin screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await useAccount(page, admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Instance' }).getByText('Version')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Registration' }).getByRole('combobox', { name: 'Who may register' })).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
  });
}
