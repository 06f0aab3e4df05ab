import { expect, type Page, test } from '@playwright/test';
import { type Account, registerAccount, useAccount } from '../support/accounts';
import { expectArea } from '../support/shell-areas';

async function expectCatalogErrorThenRecovery(page: Page) {
  await page.goto('/catalog');
  const error = page.getByRole('alert');
  await expect(error).toContainText('This part of Shelfmark could not be loaded');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

  // The chrome and the other areas keep working.
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expectArea(page, 'Home');
  await page.getByRole('link', { name: 'Catalog', exact: true }).click();
  await expect(error).toBeVisible();

  // Once the remote is back, Retry brings it in place without a reload.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expectArea(page, 'Catalog');
}

test.describe('a remote that cannot load stays in its area', () => {
  let account: Account;
  test.beforeAll(async () => {
    account = await registerAccount('isolation');
  });
  test.beforeEach(async ({ page }) => {
    await useAccount(page, account);
  });

  test('server down: every catalog file is unreachable', async ({ page }) => {
    await page.route('**/remotes/catalog/**', (route) => route.abort('connectionrefused'));
    await expectCatalogErrorThenRecovery(page);
  });

  test('404: the remote was not deployed', async ({ page }) => {
    await page.route('**/remotes/catalog/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await expectCatalogErrorThenRecovery(page);
  });

  test('script error: the remote entry throws', async ({ page }) => {
    await page.route('**/remotes/catalog/remoteEntry*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("broken deploy")' }),
    );
    await expectCatalogErrorThenRecovery(page);
  });
});
