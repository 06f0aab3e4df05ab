import { expect, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { createCreator, createMedia, createSeries, uniqueSuffix } from '../../support/catalog-seed';

test.describe('creator and series pages', () => {
  test("a creator shows as 'last, first' with works by series, then series number", async ({ page }) => {
    const admin = await adminAccount();
    const suffix = uniqueSuffix();
    const last = `Writer${suffix}`;
    const creatorID = await createCreator(admin, `Ada ${last}`, 'Ada', last, 'Writes about orbits.');
    const orbit = await createSeries(admin, `Orbit ${suffix}`);
    const alpha = await createSeries(admin, `Alpha ${suffix}`);
    const creators = [creatorID];
    await createMedia(admin, { type: 'book', title: 'Standalone', creators });
    await createMedia(admin, { type: 'book', title: 'Orbit Two', creators, seriesID: orbit, seriesNum: 2 });
    await createMedia(admin, { type: 'book', title: 'Alpha One', creators, seriesID: alpha, seriesNum: 1 });
    await createMedia(admin, { type: 'book', title: 'Orbit One', creators, seriesID: orbit, seriesNum: 1 });
    await useAccount(page, await registerAccount());

    await page.goto(`/creator/${creatorID}`);
    await expect(page.getByRole('heading', { level: 1, name: `${last}, Ada` })).toBeVisible();
    await expect(page.getByText('Writes about orbits.')).toBeVisible();
    const works = page.getByRole('list', { name: 'Works' });
    await expect(works.getByRole('heading')).toHaveText(['Alpha One', 'Orbit One', 'Orbit Two', 'Standalone']);
    await works.getByRole('link', { name: 'Orbit Two' }).click();
    await expect(page).toHaveURL(/\/book\/\d+$/);
  });

  test('a series lists its media by seriesNum and its TV shows newest first', async ({ page }) => {
    const admin = await adminAccount();
    const name = `Saga ${uniqueSuffix()}`;
    const seriesID = await createSeries(admin, name);
    await createMedia(admin, { type: 'book', title: 'Saga Book 3', seriesID, seriesNum: 3 });
    await createMedia(admin, { type: 'book', title: 'Saga Book 1', seriesID, seriesNum: 1 });
    await createMedia(admin, { type: 'tvshow', title: 'Saga (2001)', seriesID, seriesNum: 1, startyear: 2001 });
    await createMedia(admin, { type: 'tvshow', title: 'Saga (2020)', seriesID, seriesNum: 2, startyear: 2020 });
    await useAccount(page, await registerAccount());

    await page.goto(`/series/${seriesID}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('list', { name: `Media in ${name}` }).getByRole('heading')).toHaveText(['Saga Book 1', 'Saga Book 3']);
    await expect(page.getByRole('list', { name: 'TV Shows' }).getByRole('heading')).toHaveText(['Saga (2020)', 'Saga (2001)']);
  });
});
