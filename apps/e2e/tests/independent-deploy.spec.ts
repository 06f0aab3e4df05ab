import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { deployAccountRemote } from '../support/account-deploy';
import { useAccount } from '../support/accounts';
import { distApps, serveStatic, startServer } from '../support/servers';
import { registerAccountAt } from '../support/shell-accounts';

/** Every file under `folder`, subfolders included (a build keeps its assets in some), by path and content. */
function hashFolder(folder: string): string {
  const hash = createHash('sha256');
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }).filter((found) => found.isFile())) {
    const path = join(entry.parentPath, entry.name);
    hash.update(path.slice(folder.length)).update(readFileSync(path));
  }
  return hash.digest('hex');
}

test.describe('remotes are deployed on their own', () => {
  test('a remote served from another origin loads in the shell', async ({ page }) => {
    const cdn = await serveStatic(join(distApps, 'catalog'));
    const server = await startServer({ REMOTE_CATALOG_URL: `${cdn.url}/` });
    try {
      await useAccount(page, await registerAccountAt(server.url));
      const fromCdn: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.url().startsWith(cdn.url)) fromCdn.push(new URL(request.url()).pathname);
      });
      await page.goto(`${server.url}/catalog`);
      await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
      expect(fromCdn).toContain('/mf-manifest.json');
      expect(fromCdn.some((path) => /^\/remoteEntry\.[0-9a-f]{8}\.js$/.test(path))).toBe(true);
    } finally {
      await server.stop();
      cdn.server.close();
    }
  });

  test('rebuilding one remote with a visible change reaches the unchanged shell on reload', async ({ page }) => {
    test.setTimeout(180_000);
    const deployment = await deployAccountRemote();
    const server = await startServer({ REMOTE_ACCOUNT_URL: deployment.url });
    const shellBefore = hashFolder(join(distApps, 'shell'));
    try {
      await useAccount(page, await registerAccountAt(server.url));
      await page.goto(`${server.url}/mediarequest`);
      await expect(page.getByRole('heading', { level: 1, name: 'Request Media', exact: true })).toBeVisible();

      deployment.redeployWithTitle('Request a Title');

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Request a Title', exact: true })).toBeVisible();
      expect(hashFolder(join(distApps, 'shell'))).toBe(shellBefore);
    } finally {
      await server.stop();
      deployment.close();
    }
  });
});
