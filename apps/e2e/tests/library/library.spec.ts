import { expect, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { runTag, shelveBook } from '../../support/library-seed';

// Creator last names run A..L while titles run the other way, so the two sorts differ.
const LAST_NAMES = ['Atwood', 'Borges', 'Carter', 'Delany', 'Eco', 'Fowles', 'Gaiman', 'Hesse', 'Ishiguro', 'Joyce', 'Kafka', 'Lem'];

test.describe('the Library screen', () => {
  test('pages the read shelf 10 at a time and sorts it', async ({ page }) => {
    const [admin, reader] = await Promise.all([adminAccount(), registerAccount()]);
    const tag = runTag();
    const titleOf = (index: number) => `${String.fromCharCode(90 - index)} title ${tag}`;
    for (const [index, last] of LAST_NAMES.entries()) {
      await shelveBook(admin, reader, { title: titleOf(index), creator: `Sam ${last}` }, 'read');
    }
    await useAccount(page, reader);
    await page.goto('/library?page=1&library=read&type=0&genre=0');

    const titles = page.getByRole('heading', { level: 2 });
    await expect(titles).toHaveCount(10);
    await expect(titles.first()).toHaveText(titleOf(0));
    await page.getByRole('navigation', { name: 'Library pages' }).getByRole('button', { name: /2/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(titles).toHaveText([titleOf(10), titleOf(11)]);

    await page.getByRole('combobox', { name: 'Sort' }).selectOption('Title A-Z');
    await expect(titles).toHaveText([titleOf(1), titleOf(0)]);
    await page.getByRole('navigation', { name: 'Library pages, previous and next' }).getByRole('button', { name: 'Previous page' }).click();
    await expect(titles.first()).toHaveText(titleOf(11));

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('title:true');
    await expect(titles.first()).toHaveText(titleOf(11));
  });

  test('shows the arrows with the current number at 390 px', async ({ page }) => {
    const [admin, reader] = await Promise.all([adminAccount(), registerAccount()]);
    const tag = runTag();
    for (let index = 0; index < 11; index += 1) {
      await shelveBook(admin, reader, { title: `Narrow ${index} ${tag}`, creator: `Kim Writer${index}` }, 'TBR');
    }
    await page.setViewportSize({ width: 390, height: 800 });
    await useAccount(page, reader);
    await page.goto('/library?page=1&library=TBR&type=0&genre=0');
    const top = page.getByRole('navigation', { name: 'Library pages', exact: true });
    await expect(top.getByText('Page 1 of 2')).toBeAttached();
    await top.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
  });

  test("says 'This shelf is currently empty' for an empty shelf", async ({ page }) => {
    const reader = await registerAccount();
    await useAccount(page, reader);
    await page.goto('/library?page=1&library=DNF&type=0&genre=0');
    await expect(page.getByText('This shelf is currently empty')).toBeVisible();
  });
});
