import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { useAccount } from '../../support/accounts';
import { distApps, serveStatic, startServer, workspaceRoot } from '../../support/servers';
import { registerAccountAt } from '../../support/shell-accounts';
import { waitForServiceWorker } from './service-worker';

test('a remote redeployed reaches a user with the service worker installed on their next launch, without a new shell build', async ({ page }) => {
  test.setTimeout(180_000);
  const deployDir = mkdtempSync(join(tmpdir(), 'shelfmark-account-sw-deploy-'));
  cpSync(join(distApps, 'account'), deployDir, { recursive: true });
  const cdn = await serveStatic(deployDir);
  const server = await startServer({ REMOTE_ACCOUNT_URL: cdn.url });
  const messagesFile = join(workspaceRoot, 'apps/account/src/locales/en.json');
  const original = readFileSync(messagesFile, 'utf8');
  const shellWorker = readFileSync(join(distApps, 'shell/sw.js'), 'utf8');
  try {
    await useAccount(page, await registerAccountAt(server.url));
    await page.goto(`${server.url}/`);
    await waitForServiceWorker(page);
    // Loaded through the worker, so the remote's files are in its cache.
    await page.goto(`${server.url}/mediarequest`);
    await expect(page.getByRole('heading', { level: 1, name: 'Request Media', exact: true })).toBeVisible();

    writeFileSync(messagesFile, original.replace('"Request Media"', '"Request a Title"'));
    execFileSync('npx', ['rspack', 'build', '--mode', 'production'], {
      cwd: join(workspaceRoot, 'apps/account'),
      env: { ...process.env, OUTPUT_PATH: deployDir },
      stdio: 'inherit',
    });

    // The next launch: a new page of the same browser, still controlled by the same worker.
    const next = await page.context().newPage();
    await next.goto(`${server.url}/mediarequest`);
    await expect(next.getByRole('heading', { level: 1, name: 'Request a Title', exact: true })).toBeVisible();
    expect(await next.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${server.url}/sw.js`);
    expect(readFileSync(join(distApps, 'shell/sw.js'), 'utf8')).toBe(shellWorker);
  } finally {
    writeFileSync(messagesFile, original);
    await server.stop();
    cdn.server.close();
    rmSync(deployDir, { recursive: true, force: true });
  }
});
