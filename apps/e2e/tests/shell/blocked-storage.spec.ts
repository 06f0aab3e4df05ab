import { expect, type Page, test } from '@playwright/test';
import { adminAccount, registerAccount } from '../../support/accounts';
import { runTag, shelveBook } from '../../support/library-seed';

/**
 * A browser that blocks site data: reading `localStorage` or `sessionStorage` throws, as
 * Chromium does when cookies are blocked for the site.
 */
function blockStorage() {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
}

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('with storage blocked', () => {
  test('sign-in lasts for the tab, and Home, /library and /catalog work and keep their choices for it', async ({ page }) => {
    const [admin, reader] = await Promise.all([adminAccount(), registerAccount('blocked')]);
    const tag = runTag();
    const awaited = `Awaited ${tag}`;
    // Creator last names sort the other way round from the titles.
    const first = `A first ${tag}`;
    const last = `Z last ${tag}`;
    await shelveBook(admin, reader, { title: awaited, creator: 'Ted Chiang' }, 'watch');
    await shelveBook(admin, reader, { title: first, creator: 'Zoe Zimmer' }, 'TBR');
    await shelveBook(admin, reader, { title: last, creator: 'Ann Abbot' }, 'TBR');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(blockStorage);

    await page.goto('/');
    const storage = await page.evaluate(() => {
      try {
        return typeof window.localStorage;
      } catch {
        return 'blocked';
      }
    });
    expect(storage).toBe('blocked');
    await page.getByLabel('Username').fill(reader.username);
    await page.getByLabel('Password').fill(reader.password);
    await page.getByLabel('Password').press('Enter');
    await expect(main(page)).toBeVisible();

    // Home: the switcher starts on To Be Read and switches.
    await expect(page.getByRole('tab', { name: 'To Be Read' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Watch List' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: awaited })).toBeVisible();

    // /library: another library, another sort; the nav's Library link follows the library chosen.
    await main(page).getByRole('link', { name: 'Library', exact: true }).click();
    await expect(page).toHaveURL(/\/library\?page=1&library=read&/);
    await page.getByRole('combobox', { name: 'Library' }).selectOption('TBR');
    await expect(page).toHaveURL(/library=TBR/);
    const titles = page.getByRole('heading', { level: 2 });
    await expect(titles).toHaveText([last, first]);
    await page.getByRole('combobox', { name: 'Sort' }).selectOption('Title A-Z');
    await expect(titles).toHaveText([first, last]);
    await expect(main(page).getByRole('link', { name: 'Library', exact: true })).toHaveAttribute('href', /library=TBR/);

    // /catalog: the display size switches.
    await main(page).getByRole('link', { name: 'Catalog', exact: true }).click();
    const display = page.getByRole('group', { name: 'Display size' });
    await expect(display.getByRole('button', { name: 'Expanded' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: 'Catalog items' }).getByRole('heading').first()).toBeVisible();
    await display.getByRole('button', { name: 'Cover' }).click();
    await expect(display.getByRole('button', { name: 'Cover' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: 'Catalog items' }).getByRole('heading')).toHaveCount(0);

    // Back on Home and /library, within the tab, the choices hold.
    await main(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Watch List' })).toHaveAttribute('aria-selected', 'true');
    await main(page).getByRole('link', { name: 'Library', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('title:true');
    await expect(titles).toHaveText([first, last]);

    expect(errors).toEqual([]);
  });
});
