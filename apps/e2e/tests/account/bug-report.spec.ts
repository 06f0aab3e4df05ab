import { expect, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { userIdOf } from '../../support/account-users';
import { e2eServer } from '../../support/servers';

test('a bug report is sent and confirmed, with the public tracker as the alternative', async ({ page }) => {
  const reporter = await registerAccount('reporter');
  await useAccount(page, reporter);
  await page.goto('/bugreport');
  await expect(page.getByRole('heading', { level: 1, name: 'Report a Bug' })).toBeVisible();
  await expect(page.getByRole('link', { name: /public issue tracker/ })).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Send Report' }).click();
  await expect(page.getByText('Bug title is required')).toBeVisible();

  await page.getByLabel('Bug Title').fill('Pager skips a page');
  await page.getByLabel('Circumstances').fill('Library, Read shelf, page 2');
  await page.getByLabel('Bug Content').fill('Next goes from page 2 to page 4');
  await page.getByRole('button', { name: 'Send Report' }).click();
  await expect(page.getByText('Thank you! Your bug report has been sent.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report another bug' })).toBeVisible();

  const stored = await fetch(`${e2eServer.url}/api/v1/bugreports`, { headers: { authorization: `Bearer ${(await adminAccount()).token}` } });
  expect(await stored.json()).toContainEqual(
    expect.objectContaining({ userID: userIdOf(reporter), title: 'Pager skips a page', content: 'Next goes from page 2 to page 4' }),
  );
});
