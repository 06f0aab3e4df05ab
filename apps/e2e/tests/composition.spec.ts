import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROUTE_IDS, routeDefinition } from '@shelfmark/contract';
import { matchPath } from 'react-router-dom';
import { type Account, registerAccount, useAccount } from '../support/accounts';
import { navigateInApp } from '../support/navigate';
import { expectArea, userIdOf } from '../support/shell-areas';
import { distApps } from '../support/servers';

// Page titles, not the screens' headings: the area teams own and change those. {me} is the signed-in user's id.
const areas: [path: string, title: string][] = [
  ['/', 'Home'],
  ['/library?page=1&library=read&type=0&genre=0', 'Library'],
  ['/catalog', 'Catalog'],
  ['/tags', 'Tags'],
  ['/tags/3', 'Tags'],
  ['/creator/1', 'Creator'],
  ['/series/2', 'Series'],
  ['/book/12', 'Book'],
  ['/movie/2', 'Movie'],
  ['/tvshow/4', 'TV Show'],
  ['/album/5', 'Album'],
  ['/videogame/6', 'Video Game'],
  ['/addmedia', 'Add Media'],
  ['/editmedia', 'Edit Media'],
  ['/account/{me}', 'Account'],
  ['/mediarequest', 'Request Media'],
  ['/bugreport', 'Report a Bug'],
  ['/imports', 'Import your data'],
  ['/imports/1', 'Import your data'],
  ['/apps', 'Apps and tokens'],
  ['/integrations', 'Integrations'],
  ['/passwordreset/some-token', 'Reset Password'],
  ['/admin', 'Admin'],
  ['/confirm-email/some-token', 'Confirm your new email'],
  ['/stats', 'Stats'],
  ['/year/2025', 'Year in review'],
  ['/calendar', 'Release calendar'],
  ['/shares', 'Share links'],
  ['/shared/no-such-link', 'Shared'],
];

test.describe('the shell composes the four remotes at runtime', () => {
  let account: Account;
  test.beforeAll(async () => {
    account = await registerAccount('composer');
  });
  test.beforeEach(async ({ page }) => {
    await useAccount(page, account);
  });

  test('the deep links cover every route of the route manifest', () => {
    const visited = areas.map(([path]) => new URL(path, 'http://x').pathname.replace('{me}', '1'));
    const unvisited = ROUTE_IDS.map(routeDefinition).filter((route) => !visited.some((path) => matchPath(route.path, path)));
    expect(unvisited.map((route) => route.path)).toEqual([]);
  });

  for (const [path, title] of areas) {
    test(`deep link ${path} shows ${title}`, async ({ page }) => {
      await page.goto(path.replace('{me}', userIdOf(account)));
      await expectArea(page, title);
    });
  }

  test('second spellings redirect and unknown paths get a way home', async ({ page }) => {
    await page.goto('/creators/5');
    await expect(page).toHaveURL(/\/creator\/5$/);
    await page.goto('/users/3');
    await expect(page).toHaveURL(/\/account\/3$/);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectArea(page, 'Home');
  });

  test('one copy of every shared package is in the page after visiting every area', async ({ page }) => {
    await page.goto('/');
    await expectArea(page, 'Home');
    for (const [path, title] of [
      ['/catalog', 'Catalog'],
      ['/book/1', 'Book'],
      ['/mediarequest', 'Request Media'],
    ] as const) {
      await navigateInApp(page, path);
      await expectArea(page, title);
    }

    const loaded = await page.evaluate(() => {
      // A tree-shaken shared package (tools/rspack/shared-singletons.ts) records its state under treeShaking.
      type ShareInfo = { loaded?: boolean; loading?: unknown; from: string; treeShaking?: { loaded?: boolean; loading?: unknown } };
      const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } })
        .__FEDERATION__.__SHARE__;
      const copies: Record<string, string[]> = {};
      for (const scope of Object.values(scopes)) {
        for (const packages of Object.values(scope)) {
          for (const [pkg, versions] of Object.entries(packages)) {
            for (const [version, info] of Object.entries(versions)) {
              const inUse = info.loaded || info.loading || info.treeShaking?.loaded || info.treeShaking?.loading;
              if (inUse) (copies[pkg] ??= []).push(`${version} from ${info.from}`);
            }
          }
        }
      }
      return Object.fromEntries(Object.entries(copies).map(([pkg, list]) => [pkg, [...new Set(list)]]));
    });
    for (const pkg of ['react', 'react-dom', 'react-router', 'react-router-dom', '@tanstack/react-query', 'zod', '@shelfmark/i18n', '@shelfmark/design-system']) {
      expect(loaded[pkg], `${pkg} loaded once`).toHaveLength(1);
    }
  });

  test('no remote location is compiled into the shell', () => {
    const shellFiles = readdirSync(join(distApps, 'shell')).filter((file) => file.endsWith('.js'));
    expect(shellFiles.length).toBeGreaterThan(0);
    for (const file of shellFiles) {
      const code = readFileSync(join(distApps, 'shell', file), 'utf8');
      // The federation runtime names manifest files in general; a location would be a path or URL.
      const location = code.match(/\/remotes\/(library|catalog|media|account)\b|https?:\/\/[^"'\s]*(mf-manifest\.json|remoteEntry\.js)|localhost:42\d\d/);
      expect(location?.[0], file).toBeUndefined();
    }
  });
});
