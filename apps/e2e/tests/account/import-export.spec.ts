import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminAccount, registerAccount, useAccount, type Account } from '../../support/accounts';
import { userIdOf } from '../../support/account-users';
import { e2eServer } from '../../support/servers';

const goodreadsExport = join(import.meta.dirname, '../../fixtures/goodreads_library_export.csv');
/** The ISBN-13 of the fixture's first row: a catalogue book with it makes that row an ISBN match. */
const MATCHED_ISBN = '9780306406157';

/** The catalogue book the first row matches; a retried run finds it already there. */
async function ensureCatalogueBook(admin: Account): Promise<void> {
  const response = await fetch(`${e2eServer.url}/api/v1/medias`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'book',
      title: "The Lighthouse Keeper's Almanac",
      isbn: MATCHED_ISBN,
      creators: [],
      genreIDs: [],
      restricted: false,
    }),
  });
  if (!response.ok && response.status !== 409) throw new Error(`creating the book answered ${response.status}: ${await response.text()}`);
}

/** The number a summary shows under one label, e.g. 'Imported'. */
function summaryCount(page: Page, label: string): Locator {
  return page.getByRole('region', { name: 'Summary' }).getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
}

test('the JSON export downloads a file of the account’s data', async ({ page }) => {
  const reader = await registerAccount('exporter');
  await useAccount(page, reader);
  await page.goto(`/account/${userIdOf(reader)}`);
  const yourData = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download JSON archive' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const archive: unknown = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(archive).toEqual(expect.any(Object));
  await expect(yourData.getByRole('status')).toHaveText(`${download.suggestedFilename()} has been downloaded.`);
});

test('a Goodreads export: every row accounted for, the inbox settles the rest, and the import stays listed', async ({ page }) => {
  await ensureCatalogueBook(await adminAccount());
  const reader = await registerAccount('importer');
  await useAccount(page, reader);
  await page.goto(`/account/${userIdOf(reader)}`);
  await page.getByRole('region', { name: 'Your data' }).getByRole('link', { name: 'Import your data' }).click();
  await expect(page).toHaveURL('/imports');
  await expect(page).toHaveTitle(/^Import your data/);

  await page.getByLabel(/Where does the file come from/).selectOption('goodreads');
  await page.getByLabel(/Export file/).setInputFiles(goodreadsExport);
  await page.getByRole('button', { name: 'Upload and import' }).click();
  await expect(page).toHaveURL(/\/imports\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import of goodreads_library_export.csv');

  // The background job works through the file while the page polls it.
  const inbox = page.getByRole('region', { name: /^Review \(/ });
  await expect(page.getByRole('heading', { level: 2, name: 'Review (3 rows)' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '4');
  await expect(page.getByText('4 of 4 rows processed')).toBeVisible();
  await expect(summaryCount(page, 'Imported')).toHaveText('1');
  await expect(summaryCount(page, 'Matched')).toHaveText('1');
  await expect(summaryCount(page, 'To review')).toHaveText('3');
  await expect(summaryCount(page, 'Failed')).toHaveText('0');

  const unmatched = inbox.getByRole('listitem', { name: 'Unmatched Notes, Vol. 2' });
  await expect(unmatched).toContainText('by Teodor Nimbus');
  await expect(unmatched).toContainText('To Be Read');
  await unmatched.getByRole('button', { name: 'Create from this row' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review (2 rows)' })).toBeVisible();
  await expect(summaryCount(page, 'Created')).toHaveText('1');
  await expect(summaryCount(page, 'Imported')).toHaveText('2');

  // Matched by hand, through the catalogue search.
  const quoted = inbox.getByRole('listitem', { name: 'A "Quoted" Title: Ünïcödé Edition' });
  await expect(quoted).toContainText('by Zoë Ampersand');
  await expect(quoted).toContainText('10 / 10');
  await quoted.getByRole('button', { name: 'Search the catalogue' }).click();
  const search = quoted.getByRole('combobox', { name: /^Search the catalogue for/ });
  await expect(search).toBeFocused();
  await search.fill('Lighthouse Keeper');
  await quoted.getByRole('option', { name: /The Lighthouse Keeper's Almanac/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review (1 row)' })).toBeVisible();
  await expect(summaryCount(page, 'Matched')).toHaveText('2');

  await inbox.getByRole('listitem', { name: 'Pamphlet Nobody Shelved' }).getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('link', { name: 'Go to your library' })).toBeVisible();
  await expect(summaryCount(page, 'Skipped')).toHaveText('1');
  await expect(summaryCount(page, 'To review')).toHaveText('0');
  await expect(summaryCount(page, 'Imported')).toHaveText('3');

  // Leave and come back through the list of imports.
  await page.getByRole('link', { name: '← All imports' }).click();
  const listed = page.getByRole('region', { name: 'Your imports' }).getByRole('listitem').filter({ hasText: 'goodreads_library_export.csv' });
  await expect(listed).toContainText('Done');
  await expect(listed).toContainText('3 of 4 rows imported');
  await listed.getByRole('link', { name: 'goodreads_library_export.csv' }).click();
  await expect(summaryCount(page, 'Created')).toHaveText('1');
});

test('a file of the wrong kind is refused before it is sent, and a bad one with the server’s reason', async ({ page }) => {
  const reader = await registerAccount('badfile');
  await useAccount(page, reader);
  await page.goto('/imports');
  await page.getByLabel(/Where does the file come from/).selectOption('trakt');
  await page.getByLabel(/Export file/).setInputFiles(goodreadsExport);
  await expect(page.getByText('Trakt imports take a .zip file, and this one is a CSV or text file: choose the file you downloaded from Trakt')).toBeVisible();

  await page.getByLabel(/Where does the file come from/).selectOption('storygraph');
  await page.getByLabel(/Export file/).setInputFiles({ name: 'storygraph.csv', mimeType: 'text/csv', buffer: Buffer.from('"broken,quote\n') });
  await page.getByRole('button', { name: 'Upload and import' }).click();
  await expect(page.getByRole('alert')).toContainText('broken quoting');
  await expect(page).toHaveURL('/imports');
});
