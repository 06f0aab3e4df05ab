import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type Account, E2E_PASSWORD, useAccount } from '../../support/accounts';
import { callApiAt } from '../../support/catalog-seed';
import { registerAccountAt } from '../../support/shell-accounts';
import { e2eServer, startServer, workspaceRoot } from '../../support/servers';

/**
 * The spec signs the user out on any 403, so the web app must never send what a role may not
 * (ADR 0029). As a user, a librarian and the admin, this walks every form that writes and saves
 * it, listening to every answer: none may be a 403. The server is one of its own: making a
 * librarian takes the command line, which the embedded database allows only while it is stopped.
 */
const ROLES = ['user', 'librarian', 'admin'] as const;
type Role = (typeof ROLES)[number];

let server: Awaited<ReturnType<typeof startServer>>;
const accounts = {} as Record<Role, Account>;
let restrictedMovie: number;

const call = <T>(account: Account | null, method: string, path: string, body?: unknown) => callApiAt<T>(server.url, account, method, path, body);

/** Every 403 the page gets, as "METHOD url". */
function watchForbidden(page: Page): string[] {
  const forbidden: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) forbidden.push(`${response.request().method()} ${response.url()}`);
  });
  return forbidden;
}

/** Still signed in: the profile menu is there, not the sign-in form. */
async function expectSignedIn(page: Page) {
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('navigation').first()).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-e2e-roles-'));
  server = await startServer({ DATA_DIR: dataDir });
  // The first account of a database is its admin.
  const names: Record<Role, string> = {
    admin: (await registerAccountAt(server.url, 'walk_admin')).username,
    librarian: (await registerAccountAt(server.url, 'walk_librarian')).username,
    user: (await registerAccountAt(server.url, 'walk_user')).username,
  };
  await server.stop();
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/users.ts', 'set-role', names.librarian, 'librarian'], {
    cwd: workspaceRoot,
    env: { ...process.env, ...e2eServer.env, DATA_DIR: dataDir },
  });
  server = await startServer({ DATA_DIR: dataDir });
  for (const role of ROLES) {
    const { token } = await call<{ token: string }>(null, 'POST', '/sessions', { username: names[role], password: E2E_PASSWORD });
    accounts[role] = { username: names[role], password: E2E_PASSWORD, email: `${names[role]}@example.test`, token };
  }
  // On the librarian's shelf before the admin restricted it: the librarian still sees it.
  restrictedMovie = (await call<{ mediaID: number }>(accounts.admin, 'POST', '/medias', { type: 'movie', title: 'Restricted Reel', creators: [], genreIDs: [], restricted: false })).mediaID;
  await call(accounts.librarian, 'POST', `/usermedias?mediaID=${restrictedMovie}`);
  await call(accounts.admin, 'PATCH', `/medias/${restrictedMovie}`, { restricted: true });
});

test.afterAll(async () => server?.stop());

test('a librarian edits a restricted item and stays signed in', async ({ browser }) => {
  const page = await browser.newPage();
  await useAccount(page, accounts.librarian);
  const forbidden = watchForbidden(page);
  await page.goto(`${server.url}/movie/${restrictedMovie}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Restricted Reel' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Restricted Reel' })).toBeVisible();
  await expect(page.getByLabel('Restricted')).toHaveCount(0);
  await page.getByLabel('Title', { exact: true }).fill('Restricted Reel, recut');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/movie/${restrictedMovie}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Restricted Reel, recut' })).toBeVisible();
  await expectSignedIn(page);
  expect(forbidden).toEqual([]);
  expect((await call<{ restricted: boolean }>(accounts.admin, 'GET', `/medias/${restrictedMovie}`)).restricted).toBe(true);
  await page.close();
});

for (const role of ROLES) {
  test(`as ${role}, every form saves without a 403`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await browser.newPage();
    await useAccount(page, accounts[role]);
    const forbidden = watchForbidden(page);
    const title = `Walked by the ${role}`;
    const isbn = `9780${String(Date.now()).slice(-9)}`;

    // Add Media, with the cover step.
    await page.goto(`${server.url}/addmedia`);
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('ISBN').fill(isbn);
    await page.getByLabel('Number of Pages').fill('300');
    await page.getByLabel('Cover (.jpg)').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]) });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/book\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const bookPath = new URL(page.url()).pathname;

    // The shelf forms of the detail page.
    await page.getByRole('button', { name: 'Add To Library' }).click();
    await page.getByRole('button', { name: 'Status: In Library' }).click();
    await page.getByRole('menuitem', { name: 'Currently Reading' }).click();
    await page.getByLabel('Current page').fill('120');
    await page.getByLabel('Current page').press('Enter');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '120');
    await page.getByRole('button', { name: 'New entry' }).click();
    const entry = page.getByRole('form', { name: 'Journal entry' });
    await entry.getByLabel('Entry', { exact: true }).fill(`Notes of the ${role}`);
    await entry.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`Notes of the ${role}`)).toBeVisible();
    await page.locator('[data-star="7"]').click();
    await expect(page.getByRole('slider', { name: 'Rating' })).toHaveAttribute('aria-valuenow', '7');
    await page.getByLabel('Add a tag').fill(`walk-${role}`);
    await page.getByLabel('Add a tag').press('Enter');
    await expect(page.getByRole('link', { name: `walk-${role}` })).toBeVisible();
    await page.getByRole('button', { name: 'Write a review' }).click();
    await page.getByLabel('Your review').fill(`The ${role} liked it.`);
    await page.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`The ${role} liked it.`)).toBeVisible();
    await page.getByRole('button', { name: 'Mark Done' }).click();
    await expect(page.getByRole('button', { name: 'Status: Read' })).toBeVisible();

    // Edit Media, for those who may.
    if (role !== 'user') {
      await page.getByRole('link', { name: 'Edit', exact: true }).click();
      await page.getByLabel('Number of Pages').fill('310');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${bookPath}$`));
    } else {
      await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
    }

    // A new tag, a media request and a bug report.
    await page.goto(`${server.url}/tags`);
    await page.getByLabel('New tag').fill(`fresh-${role}`);
    await page.getByLabel('New tag').press('Enter');
    await expect(page).toHaveURL(/\/tags\/\d+$/);
    await page.goto(`${server.url}/mediarequest`);
    await page.getByRole('button', { name: 'Movie' }).click();
    await page.getByLabel('Movie Title').fill(`Wanted by the ${role}`);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText(`Thank you! Your request for Wanted by the ${role} has been sent.`)).toBeVisible();
    await page.goto(`${server.url}/bugreport`);
    await page.getByLabel('Bug Title').fill(`Walk of the ${role}`);
    await page.getByLabel('Circumstances').fill('The role walk');
    await page.getByLabel('Bug Content').fill('Nothing went wrong');
    await page.getByRole('button', { name: 'Send Report' }).click();
    await expect(page.getByText('Thank you! Your bug report has been sent.')).toBeVisible();

    // The screens each role opens along the way (Home, profile) read without a 403 either.
    await page.goto(`${server.url}/`);
    await page.goto(`${server.url}/library`);
    await expectSignedIn(page);
    expect(forbidden).toEqual([]);
    await page.close();
  });
}
