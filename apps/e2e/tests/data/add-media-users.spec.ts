import { expect, test } from '@playwright/test';
import { registerAccount, useAccount } from '../../support/accounts';

/** Spec section 1: users add media records; only editing and the Restricted flag are limited by role. */
test.describe('Add Media for every signed-in user', () => {
  test('a user reaches the form from the footer and from a search with no results', async ({ page }) => {
    await useAccount(page, await registerAccount());
    await page.goto('/');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Add Media' }).click();
    await expect(page).toHaveURL(/\/addmedia$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Media' })).toBeVisible();
    await expect(page.getByText('Only admins and librarians can edit media')).toHaveCount(0);
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Restricted')).toHaveCount(0);

    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill('zzzz no such title');
    await expect(page.getByText('No results')).toBeVisible();
    await search.press('Enter');
    // /addmedia, with what was typed carried to the form's title.
    await expect(page).toHaveURL(/\/addmedia\?title=zzzz\+no\+such\+title$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Media' })).toBeVisible();
  });
});
