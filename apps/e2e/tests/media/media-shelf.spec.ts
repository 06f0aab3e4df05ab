import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { e2eServer } from '../../support/servers';

const suffix = randomBytes(3).toString('hex');
const title = `The Shelf Test ${suffix}`;
const isbn = `978${String(Date.now()).slice(-10)}`;

async function post(token: string, path: string, json: unknown): Promise<unknown> {
  const response = await fetch(`${e2eServer.url}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
  return response.json();
}

async function chooseStatus(page: Page, current: string, next: string) {
  await page.getByRole('button', { name: `Status: ${current}` }).click();
  await page.getByRole('menuitem', { name: next }).click();
  await expect(page.getByRole('button', { name: `Status: ${next}` })).toBeVisible();
}

/** readingNumber as the spec counts readings: 0 for none, 1 for the first; the picker lists them in that order. */
async function addEntry(page: Page, body: string, readingNumber: number) {
  await page.getByRole('button', { name: 'New entry' }).click();
  const form = page.getByRole('form', { name: 'Journal entry' });
  await form.getByLabel('Entry', { exact: true }).fill(body);
  await form.getByRole('combobox', { name: 'Reading' }).selectOption({ index: readingNumber });
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(body)).toBeVisible();
}

test('an admin adds a book with a new creator, series and cover; a reader shelves it, reads it twice, rates, tags, reviews, recommends and deletes it', async ({ browser }) => {
  const admin = await adminAccount();
  await post(admin.token, '/creators', { name: `Frank Herbert${suffix}`, first: 'Frank', last: `Herbert${suffix}` });
  const companion = `Companion ${suffix}`;
  await post(admin.token, '/medias', { type: 'book', title: companion, creators: [], genreIDs: [], restricted: false });

  const adminPage = await browser.newPage();
  await useAccount(adminPage, admin);
  await adminPage.goto('/addmedia');
  await expect(adminPage.getByText('Select a media type to begin')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Book', exact: true }).click();
  await adminPage.getByLabel('Title', { exact: true }).fill(title);
  await adminPage.getByLabel('ISBN').fill(isbn);
  await adminPage.getByLabel('Creator name').fill(`Herbert${suffix}`);
  await adminPage.getByRole('list', { name: 'Matching creators' }).getByRole('button', { name: `Herbert${suffix}, Frank` }).click();
  await adminPage.getByLabel('Creator name').fill(`Ursula Kroeber ${suffix}`);
  await adminPage.getByRole('button', { name: `Add Ursula Kroeber ${suffix} as a new creator` }).click();
  await adminPage.getByLabel('Series', { exact: true }).fill(`Shelf Saga ${suffix}`);
  await adminPage.getByLabel('Series Number').fill('1');
  await adminPage.getByLabel('Number of Pages').fill('300');
  // The covers host checks the JPEG signature only.
  await adminPage.getByLabel('Cover (.jpg)').setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]) });
  await adminPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(adminPage).toHaveURL(/\/book\/\d+$/);
  expect((await fetch(`${e2eServer.url}/api/v1/covers/${isbn}.jpg`)).status).toBe(200);
  await expect(adminPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(adminPage.getByRole('link', { name: `Shelf Saga ${suffix} #1` })).toBeVisible();
  await expect(adminPage.getByRole('link', { name: `${suffix}, Ursula Kroeber` })).toBeVisible();
  await expect(adminPage.getByRole('link', { name: `Herbert${suffix}, Frank` })).toBeVisible();
  const bookPath = new URL(adminPage.url()).pathname;

  await adminPage.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible();
  await expect(adminPage.getByLabel('Title', { exact: true })).toHaveValue(title);
  await adminPage.getByLabel('Number of Pages').fill('310');
  await adminPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(adminPage).toHaveURL(new RegExp(`${bookPath}$`));
  await expect(adminPage.getByRole('region', { name: 'Edition' })).toContainText('310');
  await adminPage.close();

  const page = await browser.newPage();
  await useAccount(page, await registerAccount('shelver'));
  await page.goto(bookPath);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add To Library' }).click();

  await chooseStatus(page, 'In Library', 'Currently Reading');
  await page.getByLabel('Current page').fill('120');
  await page.getByLabel('Current page').press('Enter');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '120');
  await addEntry(page, 'The first time through', 1);
  await page.getByRole('button', { name: 'Mark Done' }).click();
  await expect(page.getByRole('button', { name: 'Status: Read' })).toBeVisible();

  await chooseStatus(page, 'Read', 'Currently Reading');
  await expect(page.getByRole('heading', { name: 'Second reading' })).toBeVisible();
  await expect(page.getByText(/Present/)).toBeVisible();
  await addEntry(page, 'Again, slower', 2);
  await expect(page.getByRole('button', { name: 'Delete reading: First' })).toBeDisabled();

  await page.locator('[data-star="8"]').click();
  await expect(page.getByRole('slider', { name: 'Your rating' })).toHaveAttribute('aria-valuenow', '8');

  await page.getByLabel('Add a tag').fill(`e2e-${suffix}`);
  await page.getByLabel('Add a tag').press('Enter');
  await expect(page.getByRole('link', { name: `e2e-${suffix}` })).toBeVisible();

  await page.getByRole('button', { name: 'Write a review' }).click();
  await page.getByLabel('Your review').fill('Better the second time.');
  await page.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Better the second time.')).toBeVisible();

  await page.getByRole('button', { name: 'New recommendation' }).click();
  await page.getByLabel('Find a book to recommend').fill(companion);
  await page.getByRole('list', { name: 'Matching titles' }).getByRole('button', { name: companion }).click();
  await page.getByLabel('Note').fill('Pairs well');
  await page.getByLabel('Also recommend this item on theirs').check();
  await page.getByRole('button', { name: 'Recommend', exact: true }).click();
  await expect(page.getByRole('link', { name: companion })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('slider', { name: 'Your rating' })).toHaveAttribute('aria-valuenow', '8');
  await expect(page.getByText('Again, slower')).toBeVisible();

  await page.getByRole('button', { name: 'Delete From Library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('permanently deleted');
  await dialog.getByRole('button', { name: 'Confirm DELETE' }).click();
  await expect(page.getByRole('button', { name: 'Add To Library' })).toBeVisible();
});
