import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type Account, registerAccount, useAccount } from '../../support/accounts';
import { distApps } from '../../support/servers';
import { expectArea } from '../../support/shell-areas';

/** What opening the catalog needs: its manifest, its entry and the chunk group of its exposed module (from the build). */
function catalogFiles(): string[] {
  const groups = JSON.parse(readFileSync(join(distApps, 'catalog/chunk-groups.json'), 'utf8')) as {
    entrypoints: Record<string, string[]>;
    namedChunkGroups: Record<string, string[]>;
  };
  const entry = groups.entrypoints['catalog'] ?? [];
  const exposed = groups.namedChunkGroups['__federation_expose_routes'] ?? [];
  return ['mf-manifest.json', ...entry, ...exposed].map((file) => `/remotes/catalog/${file}`);
}

let account: Account;

test.beforeAll(async () => {
  account = await registerAccount('prefetch');
});

/** Every request for the catalog remote's files, and whether the click on Catalog had happened. */
function recordCatalogRequests(page: Page) {
  const state = { clicked: false, inFlight: 0, requests: [] as { path: string; afterClick: boolean }[] };
  const isCatalog = (url: string) => new URL(url).pathname.startsWith('/remotes/catalog/');
  page.on('request', (request) => {
    if (!isCatalog(request.url())) return;
    state.inFlight += 1;
    state.requests.push({ path: new URL(request.url()).pathname, afterClick: state.clicked });
  });
  const done = (request: { url: () => string }) => {
    if (isCatalog(request.url())) state.inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return state;
}

/** Lets the page sit: a second, then an idle period of the browser. */
const sitIdle = (page: Page) =>
  page.evaluate(() => new Promise((done) => setTimeout(() => window.requestIdleCallback(() => done(null)), 1000)));

async function expectCatalogLoadedBeforeTheClick(page: Page, catalog: ReturnType<typeof recordCatalogRequests>) {
  const needed = catalogFiles();
  await expect.poll(() => needed.filter((file) => !catalog.requests.some(({ path }) => path === file))).toEqual([]);
  await expect.poll(() => catalog.inFlight).toBe(0);

  catalog.clicked = true;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' }).click();
  await expectArea(page, 'Catalog');
  // The switch took the remote from memory: not one request for its files.
  expect(catalog.requests.filter(({ afterClick }) => afterClick)).toEqual([]);
}

test.describe('the remotes likely next are fetched before they are opened', () => {
  test.beforeEach(async ({ page }) => {
    await useAccount(page, account);
  });

  test('hovering Catalog fetches its remote before the click (Save-Data: nothing fetched while idle)', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) });
    });
    const catalog = recordCatalogRequests(page);
    await page.goto('/');
    await expectArea(page, 'Home');
    await sitIdle(page);
    expect(catalog.requests).toEqual([]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' }).hover();
    await expectCatalogLoadedBeforeTheClick(page, catalog);
  });

  test('while the page is idle, the remotes of the links on screen are fetched without a hover', async ({ page }) => {
    const catalog = recordCatalogRequests(page);
    await page.goto('/');
    await expectArea(page, 'Home');
    await expectCatalogLoadedBeforeTheClick(page, catalog);
  });
});
