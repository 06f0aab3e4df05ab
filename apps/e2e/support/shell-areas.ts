import { expect, type Page } from '@playwright/test';
import type { Account } from './accounts';

/** The user id in an account's session token (the payload's sub). */
export function userIdOf(account: Account): string {
  const payload = account.token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

/**
 * An area's screen is in place: the page titled for it, the nav bar shown (signed in), and the
 * remote rendered in the main landmark (its loader gone, no load error). Independent of the
 * screen's own headings, which the area teams change.
 */
export async function expectArea(page: Page, title: string): Promise<void> {
  await expect(page).toHaveTitle(`${title} · Shelfmark`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Loading…', { exact: true })).toHaveCount(0);
  await expect(main).not.toBeEmpty();
  await expect(main.getByText('This part of Shelfmark could not be loaded')).toHaveCount(0);
}
