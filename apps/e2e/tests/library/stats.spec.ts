import { expect, type Page, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { expectNoAxeViolations } from '../../support/axe';
import { runTag } from '../../support/library-seed';
import { seedStatsShelf } from '../../support/stats-seed';

const THIS_YEAR = new Date().getUTCFullYear();

/** Nothing wider than the window: no sideways scrolling at 390 px. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [1280, 390]) {
  test.describe(`stats, goals and series progress at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the stats screen counts the year, charts it with a table, and sets a goal that Home then shows', async ({ page }) => {
      const [admin, reader] = await Promise.all([adminAccount(), registerAccount()]);
      const saga = await seedStatsShelf(admin, reader, runTag());
      await useAccount(page, reader);
      await page.goto('/stats');

      await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
      const figures = page.getByRole('region', { name: 'Your figures' });
      await expect(figures.locator('div').filter({ hasText: /^Finished/ })).toContainText('2');
      await expect(figures.locator('div').filter({ hasText: /^Pages read/ })).toContainText('200');
      await expect(figures.locator('div').filter({ hasText: /^Hours watched/ })).toContainText('1.5');
      const chart = page.getByRole('figure', { name: 'Finished per month' });
      await expect(chart.locator('svg rect')).toHaveCount(12);
      await expect(chart.getByRole('table')).toHaveCount(1);
      await expect(page.getByRole('region', { name: 'Top creators' })).toBeVisible();

      const goals = page.getByRole('region', { name: `Goals for ${THIS_YEAR}` });
      await goals.getByRole('spinbutton', { name: /How many/ }).fill('24');
      await goals.getByRole('button', { name: 'Save goal' }).click();
      await expect(goals.getByText(/^1 of 24 — /)).toBeVisible();
      await expectNoAxeViolations(page);
      if (width === 390) await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: 'Movies' }).click();
      await expect(page).toHaveURL(/type=movie/);
      await expect(figures.locator('div').filter({ hasText: /^Finished/ })).toContainText('1');

      await page.goto('/');
      const card = page.getByRole('region', { name: `Your ${THIS_YEAR} goals` });
      await expect(card.getByText(/^1 of 24 — /)).toBeVisible();
      await expect(page.getByRole('link', { name: saga.name })).toBeVisible();
      await expect(page.getByText(/1 of 3 read — next up:/)).toBeVisible();
      await expectNoAxeViolations(page);
      if (width === 390) await expectNoSidewaysScroll(page);
      await page.getByRole('link', { name: saga.books[1]?.title ?? '' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: saga.books[1]?.title ?? '' })).toBeVisible();
    });

    test('the series page shows how far the reader is and links the next item', async ({ page }) => {
      const [admin, reader] = await Promise.all([adminAccount(), registerAccount()]);
      const saga = await seedStatsShelf(admin, reader, runTag());
      await useAccount(page, reader);
      await page.goto(`/series/${saga.seriesID}`);
      await expect(page.getByRole('heading', { level: 1, name: saga.name })).toBeVisible();
      await expect(page.getByText(/1 of 3 read — next up:/)).toBeVisible();
      await expect(page.getByRole('progressbar', { name: `Your progress in ${saga.name}` })).toHaveAttribute('aria-valuenow', '1');
      await expectNoAxeViolations(page);
      if (width === 390) await expectNoSidewaysScroll(page);
    });
  });
}

test('Stats is in the profile menu', async ({ page }) => {
  await useAccount(page, await registerAccount());
  await page.goto('/');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Stats' }).click();
  await expect(page).toHaveURL(/\/stats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
});
