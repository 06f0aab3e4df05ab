import { expect, test } from '@playwright/test';
import { type Account, registerAccount, useAccount } from '../../support/accounts';
import { userIdOf } from '../../support/account-users';
import { e2eServer } from '../../support/servers';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

/** The same account signed in a second time, as from a phone: a session of its own. */
async function signInFromPhone(account: Account): Promise<Account> {
  const response = await fetch(`${e2eServer.url}/api/v1/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': PHONE },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  const { token } = (await response.json()) as { token: string };
  return { ...account, token };
}

test('a browser signed out from the profile of another is signed out there on its next visit', async ({ page, browser }) => {
  const laptop = await registerAccount('sessions');
  const phone = await signInFromPhone(laptop);

  const phoneContext = await browser.newContext({ userAgent: PHONE });
  const phonePage = await phoneContext.newPage();
  await useAccount(phonePage, phone);
  await phonePage.goto('/library');
  await expect(phonePage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(phonePage.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  await useAccount(page, laptop);
  await page.goto(`/account/${userIdOf(laptop)}`);
  const browsers = page.getByRole('region', { name: 'Signed-in browsers' });
  await expect(browsers.getByRole('listitem')).toHaveCount(2);
  const phoneRow = browsers.getByRole('listitem').filter({ hasText: 'Safari on iPhone' });
  await expect(browsers.getByRole('listitem').filter({ hasText: 'This browser' })).toHaveCount(1);
  await phoneRow.getByRole('button', { name: 'Sign out' }).click();
  await expect(browsers.getByRole('listitem')).toHaveCount(1);

  // The phone's token is refused now: its next visit shows the sign-in form and forgets it.
  await phonePage.reload();
  await expect(phonePage.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await phonePage.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await phoneContext.close();
});
