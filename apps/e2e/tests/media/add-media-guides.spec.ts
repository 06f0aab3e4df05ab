import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { e2eServer } from '../../support/servers';

const suffix = randomBytes(3).toString('hex');

for (const viewport of [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'narrow', width: 390, height: 844 },
]) {
  test(`${viewport.name}: an empty Save focuses Title with its message in view, and typing a title clears it`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await useAccount(page, await registerAccount('adder'));
    await page.goto('/addmedia');
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.scrollIntoViewIfNeeded();
    await save.click();

    const title = page.getByLabel('Title', { exact: true });
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await expect(page.getByText('Title is required')).toBeInViewport();
    await expect(title).toHaveAttribute('aria-invalid', 'true');

    await page.keyboard.type('A');
    await expect(page.getByText('Title is required')).toHaveCount(0);
    await expect(title).not.toHaveAttribute('aria-invalid');
  });
}

test('Add Media warns, with a link, that a book of that title and creator is already in the catalogue', async ({ page }) => {
  const admin = await adminAccount();
  const headers = { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' };
  const creator = (await (
    await fetch(`${e2eServer.url}/api/v1/creators`, { method: 'POST', headers, body: JSON.stringify({ name: `Ann Leckie${suffix}`, first: 'Ann', last: `Leckie${suffix}` }) })
  ).json()) as { creatorID: number };
  const title = `Ancillary Justice ${suffix}`;
  const created = await fetch(`${e2eServer.url}/api/v1/medias`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'book', title, creators: [creator.creatorID], genreIDs: [], restricted: false }),
  });
  const { mediaID } = (await created.json()) as { mediaID: number };

  await useAccount(page, await registerAccount('adder'));
  await page.goto('/addmedia');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await page.getByLabel('Title', { exact: true }).fill(title.toLowerCase());
  const warning = page.getByRole('status').filter({ hasText: 'is already in the catalogue' });
  await expect(warning).toHaveText(`A book called “${title}” is already in the catalogue. Open ${title}`);

  // By another creator it is another book: no warning; by the same one, the warning again.
  await page.getByLabel('Creator name').fill('Someone Else');
  await page.getByRole('button', { name: 'Add Someone Else as a new creator' }).click();
  await expect(warning).toHaveCount(0);
  await page.getByLabel('Creator name').fill(`Leckie${suffix}`);
  await page.getByRole('list', { name: 'Matching creators' }).getByRole('button', { name: `Leckie${suffix}, Ann` }).click();
  await expect(warning).toBeVisible();

  await warning.getByRole('link', { name: `Open ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/book/${mediaID}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
