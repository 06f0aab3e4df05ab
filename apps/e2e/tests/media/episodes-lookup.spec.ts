import { expect, test } from '@playwright/test';
import { registerAccount, useAccount } from '../../support/accounts';
import { callApi } from '../../support/catalog-seed';

/**
 * Issue 29: a TV show added by look-up (the stand-in answers as TMDB; two seasons of six
 * episodes, season 1's of 26 minutes) arrives with its seasons, and the episodes watched count in
 * the stats as episodes and as hours. One show per width: a second record of a show is refused.
 */
const SHOWS = [
  { width: 1280, title: 'Fleabag', tmdbId: 67070 },
  { width: 390, title: 'Derry Girls', tmdbId: 75886 },
];

for (const { width, title, tmdbId } of SHOWS) {
  test.describe(`a show by look-up at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 } });

    test('brings its two seasons, and a season watched shows in the stats', async ({ page }) => {
      const account = await registerAccount('lookupshow');
      await useAccount(page, account);
      // A retry finds the show its first attempt added (a second record of it would be refused): it opens that one.
      const added = test.info().retry > 0 ? await callApi<{ media: { mediaID: number } }>(account, 'GET', `/medias/by-external/tmdb_tv/${tmdbId}`).catch(() => null) : null;
      if (added) await page.goto(`/tvshow/${added.media.mediaID}`);
      else {
        await page.goto('/addmedia');
        await page.getByRole('button', { name: 'TV Show', exact: true }).click();
        await page.getByLabel('Title', { exact: true }).fill(title);
        const matches = page.getByRole('list', { name: /Matches from TMDB/ });
        await matches.getByRole('button', { name: new RegExp(`^${title}`) }).click();
        await expect(page.getByRole('group', { name: /^Season 2 · 6 episodes$/ })).toBeAttached();
        await expect(page.getByRole('group', { name: /^Season 1 · 6 episodes$/ })).toBeAttached();
        await page.getByRole('button', { name: 'Save' }).click();
      }

      await expect(page).toHaveURL(/\/tvshow\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Season 1\b/ })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('button', { name: /^Season 2\b/ })).toBeVisible();

      await page.getByRole('button', { name: 'Mark season watched: Season 1' }).click();
      await expect(page.getByRole('progressbar', { name: 'Progress in episodes' })).toHaveAttribute('aria-valuetext', '6 of 12 episodes');
      await expect(page.getByRole('button', { name: 'Status: Currently Watching' })).toBeVisible();

      await page.goto('/stats');
      const figure = (label: string) => page.locator('.stats-figures__figure').filter({ has: page.getByText(label, { exact: true }) });
      await expect(figure('Episodes watched')).toContainText('6');
      // Six episodes of 26 minutes.
      await expect(figure('Hours watched')).toContainText('2.6');
    });
  });
}
