import { expect, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { addToShelf, createBook, runTag } from '../../support/library-seed';
import { e2eServer } from '../../support/servers';
import { expectSaved, savedCache, waitForServiceWorker } from './service-worker';

async function entryOnServer(token: string, mediaID: number): Promise<{ status: string; progress: number }> {
  const response = await fetch(`${e2eServer.url}/api/v1/usermedias/media/${mediaID}`, { headers: { authorization: `Bearer ${token}` } });
  const entry = (await response.json()) as { status: string; progress: number };
  return { status: entry.status, progress: entry.progress };
}

test('a visited shelf and media page show offline, and changes made offline reach the server on reconnecting', async ({ page, context }) => {
  test.setTimeout(120_000);
  const admin = await adminAccount();
  const reader = await registerAccount('pocket');
  const title = `Offline Reading ${runTag()}`;
  const mediaID = await createBook(admin, { title, creator: 'Ada Pocket', numPages: 300 });
  await addToShelf(reader, mediaID, 'library');
  await useAccount(page, reader);
  // The shelf the book is on: /library alone shows the read shelf.
  const shelf = '/library?page=1&library=library&type=0&genre=0';

  // The first visit installs the worker; the pages visited after it go through it.
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto(shelf);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  // The offline copy starts once the first screen is in place (apps/shell/src/after-first-screen.ts).
  await expectSaved(page, title);
  await page.goto(`/book/${mediaID}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // This page's answers are saved once its own first screen is in place: the copy changes again.
  const shelfCopy = await savedCache(page);
  await expect.poll(() => savedCache(page), { timeout: 15_000 }).not.toBe(shelfCopy);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await page.goto(shelf);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  // Two changes offline, in order: the status, then the progress the new status offers.
  await page.goto(`/book/${mediaID}`);
  await page.getByRole('button', { name: 'Status: In Library' }).click();
  await page.getByRole('menuitem', { name: 'Currently Reading' }).click();
  await expect(page.getByRole('button', { name: 'Status: Currently Reading' })).toBeVisible();
  await page.getByLabel('Current page').fill('42');
  await page.getByLabel('Current page').press('Enter');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  expect(await entryOnServer(reader.token, mediaID)).toEqual({ status: 'library', progress: 0 });

  // They wait in IndexedDB: a reload while still offline keeps them.
  await expectSaved(page, /"progress":42/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await context.setOffline(false);
  await expect.poll(() => entryOnServer(reader.token, mediaID), { timeout: 20_000 }).toEqual({ status: 'currentlyReading', progress: 42 });
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);
});
