import { expect, test } from '@playwright/test';

// The last-resort boundary above the layout, for failures outside any remote's area. A real
// one: the shell's sign-in chunk is missing (a page left open across a deploy, or the network).
test.describe('a failure outside every area', () => {
  test('replaces the page with a message, and Reload brings the app back once the shell can load', async ({ page }) => {
    await page.route('**/auth-screen.*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/catalog');

    const alert = page.getByRole('alert', { name: 'Shelfmark stopped working' });
    await expect(alert).toContainText('What you saved before is kept.');
    await expect(alert.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toHaveCount(0);

    // Still broken: Reload really reloads the page, and the message comes back.
    await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'Reload' }).click()]);
    await expect(alert).toBeVisible();

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page).toHaveURL(/\/catalog$/);
  });

  test('Go to Home leaves the broken page for a fresh start at /', async ({ page }) => {
    await page.route('**/auth-screen.*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/tags');
    const home = page.getByRole('alert', { name: 'Shelfmark stopped working' }).getByRole('link', { name: 'Go to Home' });
    await expect(home).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });
});
