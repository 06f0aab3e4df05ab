import { expect, test } from '@playwright/test';
import { type Account, registerAccount, useAccount } from '../../support/accounts';

let account: Account;

test.beforeAll(async () => {
  account = await registerAccount('shellnav');
});

test.describe('the nav bar and footer', () => {
  test('wide: logo, four destinations, search with its type, profile menu to Account, and the footer', async ({ page }) => {
    await useAccount(page, account);
    await page.goto('/tags');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Tags' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Search by: Tag' })).toBeVisible();
    await expect(page).toHaveTitle('Tags · Shelfmark');

    await nav.getByRole('link', { name: 'Catalog' }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page).toHaveTitle('Catalog · Shelfmark');
    await expect(nav.getByRole('button', { name: 'Search by: Title' })).toBeVisible();

    await nav.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/account\/\d+$/);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Report Bug' })).toHaveAttribute('href', '/bugreport');
    await expect(footer.getByRole('link', { name: 'Roadmap (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  });

  test('390 px: search on top and a bottom bar with the active item highlighted', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useAccount(page, account);
    await page.goto('/catalog');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link')).toHaveText(['Home', 'Library', 'Tags', 'Catalog', 'Profile']);
    await expect(bar.getByRole('link', { name: 'Catalog' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();
    const searchBox = await page.getByRole('combobox', { name: 'Search' }).boundingBox();
    const barBox = await bar.boundingBox();
    expect(searchBox && barBox && searchBox.y < barBox.y).toBe(true);
    await bar.getByRole('link', { name: 'Tags' }).click();
    await expect(bar.getByRole('link', { name: 'Tags' })).toHaveAttribute('aria-current', 'page');
  });

  test('Library opens the library last chosen on the Library screen, read until one is chosen', async ({ page }) => {
    await useAccount(page, account);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library?page=1&library=read&type=0&genre=0');
    await nav.getByRole('link', { name: 'Library' }).click();
    await page.getByRole('combobox', { name: 'Library', exact: true }).selectOption('TBR');
    await expect(page).toHaveURL(/library=TBR/);

    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveTitle('Home · Shelfmark');
    await nav.getByRole('link', { name: 'Library' }).click();
    await expect(page).toHaveURL(/\/library\?page=1&library=TBR&type=0&genre=0$/);

    // Stored, so a new visit (and the bottom bar on a phone) opens it too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/catalog');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' })).toHaveAttribute(
      'href',
      '/library?page=1&library=TBR&type=0&genre=0',
    );
  });

  test('signed out, Report Bug opens the public issue tracker in a new tab', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Report Bug (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://github.com/shelfmark/shelfmark/issues',
    );
  });
});
