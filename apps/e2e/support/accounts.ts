import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { e2eServer } from './servers';

export interface Account {
  username: string;
  password: string;
  email: string;
  token: string;
}

export const ADMIN_USERNAME = 'e2e_admin';
export const E2E_PASSWORD = 'correct horse battery staple';

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${e2eServer.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Registers a new account through the API; usernames are unique per call. */
export async function registerAccount(prefix = 'reader'): Promise<Account> {
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.test`;
  const response = await post('/users', { email, username, password: E2E_PASSWORD });
  if (!response.ok) throw new Error(`registering ${username} answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { username, password: E2E_PASSWORD, email, token };
}

/**
 * The admin of the e2e database: the first account on an empty database becomes admin, and
 * global setup creates it before any test runs.
 */
export async function adminAccount(): Promise<Account> {
  const response = await post('/sessions', { username: ADMIN_USERNAME, password: E2E_PASSWORD });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { username: ADMIN_USERNAME, password: E2E_PASSWORD, email: `${ADMIN_USERNAME}@example.test`, token };
}

/** Opens pages of this test already signed in, the way the app stores its token. */
export async function useAccount(page: Page, account: Account): Promise<void> {
  await page.addInitScript((token) => window.localStorage.setItem('token', token), account.token);
}
