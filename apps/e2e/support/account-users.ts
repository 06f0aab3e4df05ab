import type { Page } from '@playwright/test';
import type { Account } from './accounts';

/** The user id a session token carries (the payload's sub). */
export function userIdOf(account: Account): number {
  const payload = account.token.split('.')[1] ?? '';
  return Number((JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub);
}

/**
 * Like useAccount, but stores the token on the first page load only, so a test can watch
 * Sign Out remove it across the reload that follows.
 */
export async function useAccountOnce(page: Page, account: Account): Promise<void> {
  await page.addInitScript((token) => {
    if (window.sessionStorage.getItem('e2e-token-stored')) return;
    window.sessionStorage.setItem('e2e-token-stored', 'yes');
    window.localStorage.setItem('token', token);
  }, account.token);
}
