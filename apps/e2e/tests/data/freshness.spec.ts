import { expect, type Page, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { addToShelf, createBook, createTag, runTag } from '../../support/library-seed';
import { navigateInApp } from '../../support/navigate';

/**
 * After a change in one remote, every other screen shows it at its next render, without a
 * reload or a wait: each screen is visited first so its data is cached (staleTime 30 s), and
 * the change must show well within that.
 */
const FRESH = { timeout: 5_000 };
const READ_SHELF = '/library?page=1&library=read&type=0&genre=0';
const LIBRARY_SHELF = '/library?page=1&library=library&type=0&genre=0';

async function readers() {
  const [admin, reader] = await Promise.all([adminAccount(), registerAccount()]);
  return { admin, reader };
}

/** Marks the page, so the test can tell at the end that nothing reloaded it. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
}

async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
}

test.describe('freshness across remotes', () => {
  test('a status changed on the detail page shows at once on /library and on Home', async ({ page }) => {
    const { admin, reader } = await readers();
    const title = `Fresh status ${runTag()}`;
    const mediaID = await createBook(admin, { title, creator: 'Ann Leckie' });
    await addToShelf(reader, mediaID, 'TBR');
    await useAccount(page, reader);

    await page.goto('/');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: title })).toBeVisible();
    await markPage(page);
    await navigateInApp(page, READ_SHELF);
    await expect(page.getByText('This shelf is currently empty')).toBeVisible();

    await navigateInApp(page, `/book/${mediaID}`);
    await page.getByRole('button', { name: 'Status: To Be Read' }).click();
    await page.getByRole('menuitem', { name: 'Read', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Status: Read' })).toBeVisible();

    await navigateInApp(page, READ_SHELF);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible(FRESH);
    await navigateInApp(page, '/');
    await expect(page.getByRole('tabpanel').getByText('This shelf is currently empty')).toBeVisible(FRESH);
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: title })).toHaveCount(0);
    await expectNoReload(page);
  });

  test('Mark Done on Home shows at once on the detail page, reading ended', async ({ page }) => {
    const { admin, reader } = await readers();
    const title = `Fresh done ${runTag()}`;
    const mediaID = await createBook(admin, { title, creator: 'Becky Chambers' });
    await addToShelf(reader, mediaID, 'currentlyReading');
    await useAccount(page, reader);

    await page.goto(`/book/${mediaID}`);
    await expect(page.getByRole('button', { name: 'Status: Currently Reading' })).toBeVisible();
    await expect(page.getByText(/Present/)).toBeVisible();
    await markPage(page);

    await navigateInApp(page, '/');
    const card = page.getByRole('region', { name: 'Current' }).getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await card.getByRole('button', { name: 'Mark Done' }).click();
    await expect(page.getByRole('region', { name: 'Current' }).getByText('This shelf is currently empty')).toBeVisible();

    await navigateInApp(page, `/book/${mediaID}`);
    await expect(page.getByRole('button', { name: 'Status: Read' })).toBeVisible(FRESH);
    await expect(page.getByText(/Present/)).toHaveCount(0);
    await expectNoReload(page);
  });

  test('Add To Library in the catalogue shows at once on /library', async ({ page }) => {
    const { admin, reader } = await readers();
    const title = `Fresh catalogue ${runTag()}`;
    // Anime books: a catalogue page this test's book is sure to be on.
    await createBook(admin, { title, creator: 'Yoko Ogawa', genreIDs: [16] });
    await useAccount(page, reader);

    await page.goto(LIBRARY_SHELF);
    await expect(page.getByText('This shelf is currently empty')).toBeVisible();
    await markPage(page);

    await navigateInApp(page, '/catalog?page=1&genre=16&type=Books');
    await page.getByRole('button', { name: `Add To Library: ${title}` }).click();
    await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('On your shelf')).toBeVisible();

    await navigateInApp(page, LIBRARY_SHELF);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible(FRESH);
    await expectNoReload(page);
  });

  test('a tag put on an item from the tags page shows at once on its detail page', async ({ page }) => {
    const { admin, reader } = await readers();
    const tag = runTag();
    const title = `Fresh tag ${tag}`;
    const tagValue = `fresh ${tag}`;
    const mediaID = await createBook(admin, { title, creator: 'Ted Chiang' });
    await addToShelf(reader, mediaID, 'read');
    const tagID = await createTag(reader, tagValue);
    await useAccount(page, reader);

    await page.goto(`/book/${mediaID}`);
    await expect(page.getByLabel('Add a tag')).toBeVisible();
    await expect(page.getByRole('link', { name: tagValue })).toHaveCount(0);
    await markPage(page);

    await navigateInApp(page, `/tags/${tagID}`);
    await page.getByRole('button', { name: `Add media to ${tagValue}` }).click();
    await page.getByRole('combobox', { name: `Search titles to add to ${tagValue}` }).fill(title);
    await page.getByRole('option', { name: new RegExp(title) }).click();
    await expect(page.getByRole('list', { name: `Media tagged ${tagValue}` }).getByRole('heading', { name: title })).toBeVisible();

    await navigateInApp(page, `/book/${mediaID}`);
    await expect(page.getByRole('link', { name: tagValue })).toBeVisible(FRESH);
    await expectNoReload(page);
  });
});
