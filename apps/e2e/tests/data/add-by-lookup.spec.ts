import { expect, test } from '@playwright/test';
import { registerAccount, useAccount } from '../../support/accounts';

/** Issue 21: Add Media filled from the metadata look-up (the stand-in answers as Open Library), and a new user's first Home, on a phone. */
test.use({ viewport: { width: 390, height: 844 } });

const DUNE_ISBN = '9780441172719';

test.describe('more ways in, on a 390 px screen', () => {
  test('a user adds a book by typing its ISBN and picking the match: the detail page has its fields and cover', async ({ page }) => {
    await useAccount(page, await registerAccount('lookup'));
    await page.goto('/addmedia');
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.getByLabel('ISBN').fill('978-0-441-17271-9');

    const matches = page.getByRole('list', { name: 'Matches from Open Library' });
    await expect(matches).toBeVisible();
    await matches.getByRole('button', { name: /^Dune/ }).click();

    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Dune');
    await expect(page.getByLabel('ISBN')).toHaveValue(DUNE_ISBN);
    await expect(page.getByLabel('Description')).toHaveValue(/desert planet Arrakis/);
    await expect(page.getByLabel('Number of Pages')).toHaveValue('661');
    // Open Library knows the year only: the release keeps that precision.
    await expect(page.getByLabel('Release', { exact: true })).toHaveValue('2005');
    await expect(page.getByLabel('Known to')).toHaveValue('year');
    await expect(page.getByRole('checkbox', { name: 'science fiction' })).toBeChecked();
    await expect(page.getByRole('button', { name: /^Remove tag Herbert, Frank/ })).toBeVisible();
    await expect(page.getByText('Cover from Open Library', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'The cover from Open Library' })).toHaveJSProperty('complete', true);
    await expect(page.getByText('Filled from Open Library: check the fields before you save.')).toBeVisible();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/book\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dune' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Herbert, Frank' })).toBeVisible();
    await expect(page.getByText(/desert planet Arrakis/)).toBeVisible();
    const edition = page.getByRole('region', { name: 'Edition' });
    await expect(edition).toContainText(DUNE_ISBN);
    await expect(edition).toContainText('661');
    // The cover was fetched through the server's proxy and uploaded as the book's cover: it loads on the page.
    const cover = page.getByRole('img', { name: 'Cover of Dune' });
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect((await page.request.get(`/api/v1/covers/${DUNE_ISBN}.jpg`)).headers()['content-type']).toBe('image/jpeg');
  });

  test('a service without a key is a quiet note, and the form saves as before', async ({ page }) => {
    await useAccount(page, await registerAccount('lookup'));
    await page.goto('/addmedia');
    await page.getByRole('button', { name: 'Video Game', exact: true }).click();
    const title = `Unlisted game ${Date.now().toString(36)}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await expect(page.getByText('IGDB is not set up on this server, so there are no matches: fill the form yourself.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('a new user’s first Home leads to importing and to adding media', async ({ page }) => {
    await useAccount(page, await registerAccount('newcomer'));
    await page.goto('/');
    const start = page.getByRole('region', { name: 'Start your shelf' });
    await expect(start).toBeVisible();
    // The spec's sections stay, below the guide.
    await expect(page.getByRole('region', { name: 'Current' })).toBeVisible();
    await expect(start.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/catalog');

    await start.getByRole('link', { name: 'Import from another service' }).click();
    await expect(page).toHaveURL(/\/imports$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await start.getByRole('link', { name: 'Add media' }).click();
    await expect(page).toHaveURL(/\/addmedia$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Media' })).toBeVisible();
  });
});
