import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { REMOTE_LOCATIONS_ELEMENT_ID } from '@shelfmark/contract';
import { chromiumLaunchOptions } from '../../../tools/scripts/chromium';
import { useAccount } from '../support/accounts';
import { distApps, serveStatic, startServer } from '../support/servers';
import { registerAccountAt } from '../support/shell-accounts';

type Manifest = { shared: { name: string; version: string; requiredVersion: string | null }[] };

/**
 * Two releases of the catalogue on one origin: v1 as built, v2 the same build as if made
 * against React 18 (its mf-manifest.json says so), which the shell, on React 19, must refuse.
 */
function catalogReleases(): string {
  const root = mkdtempSync(join(tmpdir(), 'shelfmark-compat-gate-'));
  cpSync(join(distApps, 'catalog'), join(root, 'v1'), { recursive: true });
  cpSync(join(distApps, 'catalog'), join(root, 'v2'), { recursive: true });
  const manifestFile = join(root, 'v2/mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const react = manifest.shared.find((entry) => entry.name === 'react');
  if (!react) throw new Error('the catalog build shares no react');
  react.version = '18.3.1';
  react.requiredVersion = '^18.3.1';
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return root;
}

/**
 * Gives the page the catalogue's location in the shape the release store writes it
 * (`{ url, version, fallback? }`), in the data block the server writes into every page.
 */
async function writeCatalogLocation(page: Page, serverUrl: string, catalog: unknown) {
  const blockPattern = new RegExp(`(<script type="application/json" id="${REMOTE_LOCATIONS_ELEMENT_ID}">)(.*?)(</script>)`);
  await page.route(`${serverUrl}/**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const rewritten = html.replace(blockPattern, (_whole, open: string, json: string, close: string) => {
      const locations = { ...(JSON.parse(json) as Record<string, unknown>), catalog };
      return `${open}${JSON.stringify(locations).replace(/</g, '\\u003c')}${close}`;
    });
    expect(rewritten, 'the page carries the remote locations block').not.toBe(html);
    await route.fulfill({ response, body: rewritten });
  });
}

// The page whose location block the test rewrites is answered by Playwright (route.fulfill),
// which Chromium counts as a public page; its requests to the releases' loopback origin would be
// refused by Local Network Access, which a real server's page on loopback never meets.
test.use({ launchOptions: { ...chromiumLaunchOptions(), args: [...chromiumLaunchOptions().args, '--disable-features=LocalNetworkAccessChecks'] } });

test.describe('the compatibility gate at the federation seam', () => {

  let releases: string;
  let cdn: Awaited<ReturnType<typeof serveStatic>>;
  let server: Awaited<ReturnType<typeof startServer>>;

  test.beforeAll(async () => {
    releases = catalogReleases();
    cdn = await serveStatic(releases);
    // The catalogue deployed on its own origin, so the page's policy lets the shell load it from there.
    server = await startServer({ REMOTE_CATALOG_URL: `${cdn.url}/v1/` });
  });

  test.afterAll(async () => {
    await server?.stop();
    cdn?.server.close();
    rmSync(releases, { recursive: true, force: true });
  });

  test('a release built against another React is refused and the shell keeps the previous version', async ({ page }) => {
    await useAccount(page, await registerAccountAt(server.url));
    await writeCatalogLocation(page, server.url, {
      url: `${cdn.url}/v2/mf-manifest.json`,
      version: 'catalog@2',
      fallback: { url: `${cdn.url}/v1/mf-manifest.json`, version: 'catalog@1' },
    });
    const fetched: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(cdn.url)) fetched.push(new URL(request.url()).pathname);
    });
    const refusal = page.waitForEvent('console', (message) => message.text().includes('does not fit this shell'));

    await page.goto(`${server.url}/catalog`);
    await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
    expect((await refusal).text()).toContain('react: remote built against 18.3.1, the shell provides 19.');
    // v2's manifest was read and refused before any of its code was fetched; v1 drew the page.
    expect(fetched).toContain('/v2/mf-manifest.json');
    expect(fetched.filter((path) => path.startsWith('/v2/') && path.endsWith('.js'))).toEqual([]);
    expect(fetched.some((path) => /^\/v1\/remoteEntry\.[0-9a-f]{8}\.js$/.test(path))).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('without a previous version to fall back on, the area says the deployed version does not fit', async ({ page }) => {
    await useAccount(page, await registerAccountAt(server.url));
    await writeCatalogLocation(page, server.url, { url: `${cdn.url}/v2/mf-manifest.json`, version: 'catalog@2' });

    await page.goto(`${server.url}/catalog`);
    const area = page.getByRole('alert');
    await expect(area).toContainText('This part of Shelfmark could not be loaded');
    await expect(area).toContainText('does not fit this version of Shelfmark');
    // The chrome around the area still works.
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });
});
