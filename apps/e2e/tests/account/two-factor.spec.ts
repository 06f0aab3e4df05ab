import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { registerAccount } from '../../support/accounts';
import { expectNoAxeViolations } from '../../support/axe';
import { useAccountOnce, userIdOf } from '../../support/account-users';

const SCREENSHOTS = '../../tmp/e2e/screenshots';
const SECTION = 'section[aria-labelledby="two-factor-heading"]';

/** What the authenticator app shows for the key, `stepsAhead` time steps from now. */
const codeFor = (key: string, stepsAhead = 0) => TOTP.generate({ secret: Secret.fromBase32(key), timestamp: Date.now() + stepsAhead * 30_000 });

async function signOut(page: Page, profile: string) {
  await page.goto(profile);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

async function signInWithCode(page: Page, username: string, password: string, code: string, screenshots = false) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Enter the code from your authenticator app')).toBeVisible();
  await expect(page.getByLabel('Code')).toBeFocused();
  if (screenshots) {
    await page.screenshot({ path: `${SCREENSHOTS}/sign-in-code-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/sign-in-code-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Verify' })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();
}

test('two-factor sign-in: set up with a code the test computes, then sign in with a code and with a recovery code', async ({ page }) => {
  const account = await registerAccount('twofactor');
  await useAccountOnce(page, account);
  const profile = `/account/${userIdOf(account)}`;
  await page.goto(profile);

  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByText('Two-factor sign-in is off.')).toBeVisible();
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(section.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const key = ((await section.getByRole('group', { name: 'Or type this key into the app' }).locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page, [SECTION]);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `${SCREENSHOTS}/two-factor-setup-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: `${SCREENSHOTS}/two-factor-setup-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  await section.getByLabel('Code from the app').fill(codeFor(key));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const list = section.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  await expectNoAxeViolations(page, [SECTION]);
  await section.screenshot({ path: `${SCREENSHOTS}/two-factor-codes-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: `${SCREENSHOTS}/two-factor-codes-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('10 recovery codes left.', { exact: false })).toBeVisible();

  // Signed out, the password alone no longer signs in: the code of the app's next step does
  // (the confirming code's step is used up, as any code is once).
  await signOut(page, profile);
  await signInWithCode(page, account.username, account.password, codeFor(key, 1), true);

  // A recovery code instead of the app's code.
  await signOut(page, profile);
  await signInWithCode(page, account.username, account.password, recoveryCodes[0] ?? '');
  await page.goto(profile);
  await expect(section.getByText('9 recovery codes left.', { exact: false })).toBeVisible();
});
