import { expect, type Page, type Route, test } from '@playwright/test';
import { type Account, registerAccount, useAccount } from '../support/accounts';
import { expectArea } from '../support/shell-areas';

async function expectCatalogErrorThenRecovery(page: Page) {
  await page.goto('/catalog');
  const error = page.getByRole('alert');
  // The message shows once the load has been tried again three times, over about 2.6 s.
  await expect(error).toContainText('This part of Shelfmark could not be loaded', { timeout: 15_000 });
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

test.describe('a remote that fails to load once', () => {
  let account: Account;
  test.beforeAll(async () => {
    account = await registerAccount('flaky');
  });
  test.beforeEach(async ({ page }) => {
    await useAccount(page, account);
  });

  // The page's own hints for these files (`preload`, `prefetch`: resource type "other") fail
  // too, so the loader has to fetch them itself; its first load fails, the retry must succeed.
  for (const { file, failure, url } of [
    { file: 'mf-manifest.json', failure: 'answers 503', url: /\/remotes\/catalog\/mf-manifest\.json/ },
    { file: 'remoteEntry.js', failure: 'is unreachable', url: /\/remotes\/catalog\/remoteEntry\.[0-9a-f]{8}\.js$/ },
  ] as const) {
    test(`comes up by itself when its ${file} ${failure} the first time`, async ({ page }) => {
      const requests: string[] = [];
      const fail = (route: Route) =>
        file === 'mf-manifest.json' ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.abort('connectionrefused');
      await page.route(url, async (route) => {
        if (route.request().resourceType() === 'other') return fail(route);
        requests.push(route.request().url());
        return requests.length > 1 ? route.continue() : fail(route);
      });
      await page.goto('/catalog');
      await expectArea(page, 'Catalog');
      expect(requests).toHaveLength(2);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    });
  }
});
