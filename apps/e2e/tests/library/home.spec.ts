import { expect, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { runTag, shelveBook } from '../../support/library-seed';

test.describe('Home', () => {
  test('progress is saved, and Mark Done moves the item from Current to Read', async ({ page }) => {
    const [admin, reader] = await Promise.all([adminAccount(), registerAccount()]);
    const title = `Current book ${runTag()}`;
    await shelveBook(admin, reader, { title, creator: 'Octavia Butler', numPages: 300 }, 'currentlyReading');
    await useAccount(page, reader);
    await page.goto('/');

    const current = page.getByRole('region', { name: 'Current' });
    const card = current.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible();
    const progress = card.getByRole('textbox', { name: 'Current page' });
    await progress.fill('400');
    await progress.press('Enter');
    await expect(card.getByText('Progress must be a page number from 0 to the number of pages')).toBeVisible();
    await progress.fill('120');
    await progress.press('Enter');
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '40%');

    await card.getByRole('button', { name: 'Mark Done' }).click();
    await expect(current.getByText('This shelf is currently empty')).toBeVisible();
    await page.goto('/library?page=1&library=read&type=0&genre=0');
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  });

  test('the switcher remembers its choice across reloads', async ({ page }) => {
    const [admin, reader] = await Promise.all([adminAccount(), registerAccount()]);
    const title = `Awaited ${runTag()}`;
    await shelveBook(admin, reader, { title, creator: 'Ted Chiang' }, 'watch');
    await useAccount(page, reader);
    await page.goto('/');

    await expect(page.getByRole('tab', { name: 'Up Next?' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Watch List' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Watch List' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: title })).toBeVisible();
  });
});
