import { expect, test, type Page } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { addToShelf, createMedia, uniqueSuffix } from '../../support/catalog-seed';

const POETRY = 10;

/** Albums of poetry; `prefix` decides where their titles sort in the catalogue. */
async function seedAlbums(count: number, prefix = 'Catalogue Album'): Promise<string[]> {
  const admin = await adminAccount();
  const suffix = uniqueSuffix();
  const titles = Array.from({ length: count }, (_, index) => `${prefix} ${suffix} ${String(index + 1).padStart(2, '0')}`);
  for (const title of titles) await createMedia(admin, { type: 'album', title, genreIDs: [POETRY] });
  return titles;
}

const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test.describe('catalogue', () => {
  test('browse, filter by type and genre, page to the end, clear the filters', async ({ page }) => {
    const titles = await seedAlbums(13);
    const reader = await registerAccount();
    await useAccount(page, reader);

    await page.goto('/catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Albums' }).click();
    await page.getByRole('group', { name: 'Genre' }).getByRole('button', { name: 'poetry' }).click();
    await expect(page).toHaveURL(/\/catalog\?page=1&genre=10&type=Albums$/);
    await expect(page.getByText('Filtered by: Albums, poetry')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Catalog items' }).getByRole('listitem')).toHaveCount(12);

    const seen = new Set<string>();
    const top = page.getByRole('navigation', { name: 'Catalog pages, top' });
    for (let pageNumber = 1; pageNumber <= 20; pageNumber += 1) {
      const end = page.getByText("You've reached the end of the shelf");
      const list = page.getByRole('list', { name: 'Catalog items' });
      await expect(end.or(list)).toBeVisible();
      if (await end.isVisible()) break;
      for (const heading of await list.getByRole('heading').allTextContents()) seen.add(heading);
      await top.getByRole('button', { name: 'Next page' }).click();
      await expect(page).toHaveURL(new RegExp(`page=${pageNumber + 1}&`));
      // The previous page stays on screen, marked busy, until the next one arrives.
      await expect(page.locator('.catalog-screen[aria-busy="true"]')).toHaveCount(0);
    }
    await expect(page.getByText("You've reached the end of the shelf")).toBeVisible();
    await expect(top.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(titles.filter((title) => !seen.has(title))).toEqual([]);

    await page.goBack();
    await expect(page.getByRole('list', { name: 'Catalog items' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/catalog\?page=1&genre=0&type=0$/);
    await expect(page.getByText(/Filtered by/)).toBeHidden();
  });

  test('cards show what is on the shelf and add the rest; the display size is remembered', async ({ page }) => {
    // Titles starting with '0' sort before the other albums, so both are on page 1.
    const [onShelf = '', notOnShelf = ''] = await seedAlbums(2, '0 Shelf');
    const reader = await registerAccount();
    const admin = await adminAccount();
    await addToShelf(reader, await createMedia(admin, { type: 'album', title: `${onShelf} (shelved)`, genreIDs: [POETRY] }));
    await useAccount(page, reader);

    await page.goto('/catalog?page=1&genre=10&type=Albums');
    await expect(card(page, `${onShelf} (shelved)`).getByText('On your shelf')).toBeVisible();
    await card(page, notOnShelf).getByRole('button', { name: `Add To Library: ${notOnShelf}` }).click();
    await expect(card(page, notOnShelf).getByText('On your shelf')).toBeVisible();

    await card(page, notOnShelf).getByRole('link', { name: notOnShelf }).click();
    await expect(page).toHaveURL(/\/album\/\d+$/);
    await page.goBack();

    const display = page.getByRole('group', { name: 'Display size' });
    await expect(display.getByRole('button', { name: 'Expanded' })).toHaveAttribute('aria-pressed', 'true');
    await display.getByRole('button', { name: 'Cover' }).click();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Display size' }).getByRole('button', { name: 'Cover' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: notOnShelf, exact: true })).toBeVisible();
  });

  test('the narrow layout keeps every control reachable at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useAccount(page, await registerAccount());
    await page.goto('/catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('group', { name: 'Genre' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
