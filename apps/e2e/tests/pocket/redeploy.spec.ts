import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { deployAccountRemote } from '../../support/account-deploy';
import { useAccount } from '../../support/accounts';
import { distApps, startServer } from '../../support/servers';
import { registerAccountAt } from '../../support/shell-accounts';
import { waitForServiceWorker } from './service-worker';

test('a remote redeployed reaches a user with the service worker installed on their next launch, without a new shell build', async ({ page }) => {
  test.setTimeout(180_000);
  const deployment = await deployAccountRemote();
  const server = await startServer({ REMOTE_ACCOUNT_URL: deployment.url });
  const shellWorker = readFileSync(join(distApps, 'shell/sw.js'), 'utf8');
  try {
    await useAccount(page, await registerAccountAt(server.url));
    await page.goto(`${server.url}/`);
    await waitForServiceWorker(page);
    // Loaded through the worker, so the remote's files are in its cache.
    await page.goto(`${server.url}/mediarequest`);
    await expect(page.getByRole('heading', { level: 1, name: 'Request Media', exact: true })).toBeVisible();

    deployment.redeployWithTitle('Request a Title');

    // The next launch: a new page of the same browser, still controlled by the same worker.
    const next = await page.context().newPage();
    await next.goto(`${server.url}/mediarequest`);
    await expect(next.getByRole('heading', { level: 1, name: 'Request a Title', exact: true })).toBeVisible();
    expect(await next.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${server.url}/sw.js`);
    expect(readFileSync(join(distApps, 'shell/sw.js'), 'utf8')).toBe(shellWorker);
  } finally {
    await server.stop();
    deployment.close();
  }
});
