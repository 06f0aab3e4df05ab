import { randomBytes } from 'node:crypto';
import { expect, type Locator, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { e2eServer } from '../../support/servers';

// Issues 27 (item 1) and 28 (items 5 and 6), at both widths: a new user's Home, the search type
// menu over open results, and the media request form reached from search.
const word = `Quillon${randomBytes(3).toString('hex')}`;
const SCREENS = '../../tmp/e2e/screens';

test.beforeAll(async () => {
  const admin = await adminAccount();
  const response = await fetch(`${e2eServer.url}/api/v1/medias`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'book', title: `${word} Tales`, creators: [], genreIDs: [], restricted: false }),
  });
  expect(response.ok).toBe(true);
});

/** Whether the element is what a click at its centre would reach (nothing drawn over it). */
const onTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });

const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

for (const { name, viewport } of [
  { name: 'wide', viewport: { width: 1280, height: 800 } },
  { name: 'narrow', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`findable screens at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a new user’s Home shows Current, the switcher and Favorites, with the guide above until hidden', async ({ page }) => {
      await useAccount(page, await registerAccount(`find${name}`));
      await page.goto('/');
      const guide = page.getByRole('region', { name: 'Start your shelf' });
      const current = page.getByRole('region', { name: 'Current' });
      const favorites = page.getByRole('region', { name: 'Favorites' });
      await expect(guide).toBeVisible();
      await expect(current).toBeVisible();
      await expect(page.getByRole('tablist', { name: 'Home shelves' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Up Next?' })).toBeVisible();
      await expect(favorites).toBeAttached();
      expect(await top(guide)).toBeLessThan(await top(current));
      expect(await top(current)).toBeLessThan(await top(favorites));
      await page.screenshot({ path: `${SCREENS}/home-new-user-${viewport.width}.png`, fullPage: true });

      await guide.getByRole('button', { name: 'Hide this guide' }).click();
      await expect(guide).toHaveCount(0);
      await page.reload();
      await expect(current).toBeVisible();
      await expect(page.getByRole('region', { name: 'Start your shelf' })).toHaveCount(0);
    });

    test('the search type menu opens above open results, and / goes to the search box', async ({ page }) => {
      await useAccount(page, await registerAccount(`find${name}`));
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Current' })).toBeVisible();
      await page.keyboard.press('/');
      const search = page.getByRole('combobox', { name: 'Search' });
      await expect(search).toBeFocused();
      await search.fill(word);
      await expect(page.getByRole('option').filter({ hasText: `${word} Tales` })).toBeVisible();

      await page.getByRole('button', { name: /^Search by: / }).click();
      const menu = page.getByRole('menu', { name: 'Search by' });
      await expect(menu).toBeVisible();
      await expect(page.getByRole('listbox')).toBeVisible();
      const creator = menu.getByRole('menuitemradio', { name: /^Creator/ });
      expect(await onTop(creator)).toBe(true);
      expect(await onTop(menu.getByRole('menuitemradio', { name: /^Isbn/ }))).toBe(true);
      await page.screenshot({ path: `${SCREENS}/search-type-menu-${viewport.width}.png` });
      await creator.click();
      await expect(page.getByRole('button', { name: 'Search by: Creator' })).toBeVisible();
    });

    test('a search result goes onto a chosen shelf from beside it, without leaving the page', async ({ page }) => {
      await useAccount(page, await registerAccount(`find${name}`));
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Current' })).toBeVisible();
      const search = page.getByRole('combobox', { name: 'Search' });
      await search.fill(word);
      await expect(page.getByRole('option').filter({ hasText: `${word} Tales` })).toBeVisible();
      const add = page.getByRole('button', { name: `Add To Library: ${word} Tales` });
      await expect(add).toBeVisible();
      expect(await onTop(add)).toBe(true);
      await page.getByRole('button', { name: `Choose a shelf for ${word} Tales` }).click();
      await page.screenshot({ path: `${SCREENS}/search-add-to-shelf-${viewport.width}.png` });
      await page.getByRole('menuitem', { name: 'Currently Reading' }).click();
      await expect(page.getByText('On your shelf', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('region', { name: 'Current' }).getByText(`${word} Tales`)).toBeVisible();
    });

    test('the media request form is reached from search, filled in with the title', async ({ page }) => {
      await useAccount(page, await registerAccount(`find${name}`));
      await page.goto('/');
      const missing = `Nowhere ${word}`;
      const search = page.getByRole('combobox', { name: 'Search' });
      await search.fill(missing);
      await expect(page.getByText('No results')).toBeVisible();
      await expect(page.getByRole('link', { name: "Didn't find what you were looking for? Add it!" })).toBeVisible();
      await page.getByRole('link', { name: 'Or request it' }).click();
      await expect(page).toHaveURL(/\/mediarequest\?title=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Request Media' })).toBeVisible();
      await expect(page.getByLabel(/^Book Title/)).toHaveValue(missing);
      await page.screenshot({ path: `${SCREENS}/request-from-search-${viewport.width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(page.getByText(`Thank you! Your request for ${missing} has been sent.`)).toBeVisible();
    });
  });
}
