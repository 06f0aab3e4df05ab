import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { type Account, adminAccount, useAccount } from '../../support/accounts';
import { e2eServer } from '../../support/servers';

let admin: Account;
const word = `Zephyr${randomBytes(3).toString('hex')}`;
let mediaID: number;

async function post(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${e2eServer.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

test.beforeAll(async () => {
  admin = await adminAccount();
  const { creatorID } = (await post('/creators', { name: `Ada ${word}`, first: 'Ada', last: word })) as { creatorID: number };
  ({ mediaID } = (await post('/medias', {
    type: 'movie',
    title: `${word} Rising`,
    creators: [creatorID],
    genreIDs: [],
    restricted: false,
  })) as { mediaID: number });
});

test.describe('the nav search', () => {
  test.beforeEach(async ({ page }) => {
    await useAccount(page, admin);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('finds a title and opens it with the keyboard', async ({ page }) => {
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill(word);
    // A media card inside an option gives the option no accessible name in Chromium; match its text.
    await expect(page.getByRole('option').filter({ hasText: `${word} Rising` })).toBeVisible();
    await expect(page.getByRole('link', { name: "Didn't find what you were looking for? Add it!" })).toBeVisible();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/movie/${mediaID}$`));
    await expect(page).toHaveTitle('Movie · Shelfmark');
  });

  test("the A hotkey searches creators, shown as 'Last, First'", async ({ page }) => {
    await page.getByRole('button', { name: 'Search by: Title' }).click();
    await page.keyboard.press('a');
    await expect(page.getByRole('button', { name: 'Search by: Creator' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Search' }).fill(word);
    await page.getByRole('option', { name: `${word}, Ada` }).click();
    await expect(page).toHaveURL(/\/creator\/\d+$/);
    await expect(page.getByRole('button', { name: 'Search by: Creator' })).toBeVisible();
  });

  test('Enter with no results goes to /addmedia, carrying the typed title', async ({ page }) => {
    const search = page.getByRole('combobox', { name: 'Search' });
    const typed = `qzxv${randomBytes(4).toString('hex')}`;
    await search.fill(typed);
    await expect(page.getByText('No results')).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/addmedia\\?title=${typed}$`));
  });
});
