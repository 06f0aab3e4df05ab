import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';

test('a filed media request shows as Open, reaches the librarian queue and closes from there', async ({ browser }) => {
  const title = `Requested title ${randomBytes(3).toString('hex')}`;
  const reader = await registerAccount('requester');
  // The reader files it on a phone-sized screen.
  const readerPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await useAccount(readerPage, reader);
  await readerPage.goto('/mediarequest');
  await expect(readerPage.getByRole('heading', { level: 1, name: 'Request Media' })).toBeVisible();

  await readerPage.getByRole('button', { name: 'Movie' }).click();
  await readerPage.getByLabel('Movie Title').fill(title);
  await readerPage.getByLabel('Movie Creator').fill('Fritz Lang');
  await readerPage.getByLabel('Additional Details').fill('The 1927 silent film');
  await readerPage.getByRole('button', { name: 'Send Request' }).click();
  await expect(readerPage.getByText(`Thank you! Your request for ${title} has been sent.`)).toBeVisible();
  const mine = readerPage.getByRole('region', { name: 'Your Requests' }).getByRole('listitem').filter({ hasText: title });
  await expect(mine).toContainText('Open');

  const librarianPage = await browser.newPage();
  await useAccount(librarianPage, await adminAccount());
  await librarianPage.goto('/mediarequest');
  const queued = librarianPage.getByRole('region', { name: 'Open Requests' }).getByRole('listitem', { name: title });
  await expect(queued).toContainText(`Requested by ${reader.username}`);
  await expect(queued).toContainText('The 1927 silent film');
  await expect(queued.getByRole('link', { name: 'Add Media' })).toHaveAttribute('href', /^\/addmedia\?type=movie&title=/);
  await queued.getByRole('button', { name: 'Mark Done' }).click();
  await expect(queued).toHaveCount(0);

  await readerPage.reload();
  await expect(mine).toContainText('Done');
  await Promise.all([readerPage.close(), librarianPage.close()]);
});
