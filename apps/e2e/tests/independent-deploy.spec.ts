import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { useAccount } from '../support/accounts';
import { distApps, serveStatic, startServer, workspaceRoot } from '../support/servers';
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
    const deployDir = mkdtempSync(join(tmpdir(), 'shelfmark-account-deploy-'));
    cpSync(join(distApps, 'account'), deployDir, { recursive: true });
    const cdn = await serveStatic(deployDir);
    const server = await startServer({ REMOTE_ACCOUNT_URL: cdn.url });
    const messagesFile = join(workspaceRoot, 'apps/account/src/locales/en.json');
    const original = readFileSync(messagesFile, 'utf8');
    const shellBefore = hashFolder(join(distApps, 'shell'));
    try {
      await useAccount(page, await registerAccountAt(server.url));
      await page.goto(`${server.url}/mediarequest`);
      await expect(page.getByRole('heading', { level: 1, name: 'Request Media', exact: true })).toBeVisible();

      // The account team changes a text and rebuilds only its remote, into its deployment.
      writeFileSync(messagesFile, original.replace('"Request Media"', '"Request a Title"'));
      execFileSync('npx', ['rspack', 'build', '--mode', 'production'], {
        cwd: join(workspaceRoot, 'apps/account'),
        env: { ...process.env, OUTPUT_PATH: deployDir },
        stdio: 'inherit',
      });

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Request a Title', exact: true })).toBeVisible();
      expect(hashFolder(join(distApps, 'shell'))).toBe(shellBefore);
    } finally {
      writeFileSync(messagesFile, original);
      await server.stop();
      cdn.server.close();
      rmSync(deployDir, { recursive: true, force: true });
    }
  });
});
