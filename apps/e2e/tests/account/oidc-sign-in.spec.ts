import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { decodeJwt } from 'jose';
import { E2E_PASSWORD } from '../../support/accounts';
import { expectNoAxeViolations } from '../../support/axe';
import { startTestProvider, TEST_CLIENT, type TestProvider } from '../../support/oidc-provider';
import { startServer } from '../../support/servers';

const SCREENS = '../../tmp/e2e/screens';

/** A server with sign-in by the test's own OpenID Connect provider, beside password sign-in. */
let provider: TestProvider;
let server: { url: string; stop: () => Promise<void> };

test.beforeAll(async () => {
  const port = 3700 + Math.floor(Math.random() * 200);
  const url = `http://127.0.0.1:${port}`;
  provider = await startTestProvider(`${url}/sign-in/callback`);
  server = await startServer({
    PORT: String(port),
    PUBLIC_URL: url,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
    OIDC_LABEL: 'Test ID',
    OIDC_ALLOW_INSECURE: 'true',
  });
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

/** From Shelfmark's sign-in screen to the provider's login page and back as `login`. */
async function signInAtProvider(page: Page, login: string) {
  await page.getByRole('button', { name: 'Sign in with Test ID' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByLabel('Account').fill(login);
  await page.getByRole('button', { name: 'Continue' }).click();
}

const signedInUser = async (page: Page) => {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();
  return Number(decodeJwt((await page.evaluate(() => window.localStorage.getItem('token'))) ?? '').sub);
};

async function usernameOf(userId: number, page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const response = await fetch(`${server.url}/api/v1/users/${userId}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { username: string }).username;
}

test('a first sign-in with the identity provider creates the account and opens Home', async ({ page }) => {
  const name = `nia_${randomBytes(3).toString('hex')}`;
  provider.accounts.set(`${name}-sub`, { email: `${name}@provider.test`, email_verified: true, preferred_username: name });

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/`);
    // The spec's form stays as it is; the provider's button is beside it.
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Test ID' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/oidc-sign-in-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await signInAtProvider(page, `${name}-sub`);
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByRole('button', { name: 'Sign in with Test ID' })).toHaveCount(0);
  const userId = await signedInUser(page);
  expect(await usernameOf(userId, page)).toBe(name);
});

test('an existing account is linked once its owner gives its password, and the provider signs in to it from then on', async ({ page, browser }) => {
  const username = `lena_${randomBytes(3).toString('hex')}`;
  const email = `${username}@example.test`;
  const registered = await fetch(`${server.url}/api/v1/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email, password: E2E_PASSWORD }),
  });
  const localId = Number(decodeJwt(((await registered.json()) as { token: string }).token).sub);
  provider.accounts.set(`${username}-sub`, { email, email_verified: true, preferred_username: 'lena' });

  await page.goto(`${server.url}/library`);
  await signInAtProvider(page, `${username}-sub`);
  await expect(page.getByRole('heading', { level: 1, name: 'Link your account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // The provider's code is spent: it is no longer in the address.
  expect(new URL(page.url()).search).toBe('');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/oidc-link-${width}.png`, fullPage: true });
  }
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('not the right password');
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to log in, please try again');
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  expect(await signedInUser(page)).toBe(localId);

  // Another browser: the provider alone now opens the same account.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(`${server.url}/`);
  await signInAtProvider(otherPage, `${username}-sub`);
  await expect(otherPage).toHaveURL(`${server.url}/`);
  expect(await signedInUser(otherPage)).toBe(localId);
  await other.close();
});

test('a sign-in cancelled at the provider comes back to the sign-in screen with a message', async ({ page }) => {
  await page.goto(`${server.url}/`);
  await signInAtProvider(page, 'deny');
  await expect(page.getByText('Sign-in was cancelled at your identity provider')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
