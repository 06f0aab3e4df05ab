import { expect, type Page, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { expectNoAxeViolations } from '../../support/axe';
import { callApi, createMedia, uniqueSuffix } from '../../support/catalog-seed';

const THIS_YEAR = new Date().getUTCFullYear();
const LAST_YEAR = THIS_YEAR - 1;
const POETRY = 10;

const figure = (page: Page, label: string) => page.getByRole('region', { name: 'Your figures' }).locator('div').filter({ hasText: new RegExp(`^${label}`) });

/** Issue 28: every finish dated and counted, and a shelf chosen when adding (ADR 0026). */
for (const width of [1280, 390]) {
  test.describe(`finishes at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('To Be Read → Read records a reading dated today, editable to a past year; stats and the year in review count it', async ({ page }) => {
      const [admin, reader] = await Promise.all([adminAccount(), registerAccount()]);
      const title = `A Book Read ${uniqueSuffix()}`;
      const mediaID = await createMedia(admin, { type: 'book', title });
      await callApi(admin, 'PATCH', `/medias/${mediaID}`, { numPages: 240 });
      await callApi(reader, 'POST', `/usermedias?mediaID=${mediaID}&status=TBR`);
      await useAccount(page, reader);

      await page.goto(`/book/${mediaID}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Readings' })).toBeVisible();
      await expect(page.getByText('No readings yet')).toBeVisible();
      await page.getByRole('button', { name: 'Status: To Be Read' }).click();
      await page.getByRole('menuitem', { name: 'Read', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Status: Read' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Finished .+\. When did you finish\?$/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'First reading' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/stats?year=' + THIS_YEAR);
      await expect(figure(page, 'Finished')).toContainText('1');
      await expect(figure(page, 'Pages read')).toContainText('240');
      await page.goto(`/year/${THIS_YEAR}`);
      await expect(page.getByRole('heading', { level: 1, name: `Your ${THIS_YEAR} in review` })).toBeVisible();
      await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

      // Finished last year, in fact: the date is one click from the status.
      await page.goto(`/book/${mediaID}`);
      await page.getByRole('button', { name: 'Status: Read' }).click();
      await page.getByRole('menuitem', { name: 'To Be Read', exact: true }).click();
      await page.getByRole('button', { name: 'Status: To Be Read' }).click();
      await page.getByRole('menuitem', { name: 'Read', exact: true }).click();
      await page.getByRole('button', { name: 'When did you finish?' }).click();
      const when = page.getByRole('group', { name: 'When did you finish?' });
      await when.getByLabel('Date known to the').selectOption('year');
      await when.getByLabel('Year').fill(String(LAST_YEAR));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(when).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Second reading' })).toBeVisible();
      await expect(page.getByText(String(LAST_YEAR), { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`/year/${LAST_YEAR}`);
      await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
      await page.goto(`/year/${THIS_YEAR}`);
      await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    });

    test('Add To Library files a catalogue item straight into Currently Reading', async ({ page }) => {
      const [admin, reader] = await Promise.all([adminAccount(), registerAccount()]);
      // A title starting with '0' sorts before the other books, so it is on page 1.
      const title = `0 Shelf Choice ${uniqueSuffix()}`;
      const mediaID = await createMedia(admin, { type: 'book', title, genreIDs: [POETRY] });
      await useAccount(page, reader);

      await page.goto('/catalog?page=1&genre=10&type=Books');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
      await card.getByRole('button', { name: `Choose a shelf for ${title}` }).click();
      await expect(page.getByRole('menuitem')).toHaveText(['Read', 'Did Not Finish', 'To Be Read', 'Currently Reading', 'In Library']);
      await expectNoAxeViolations(page);
      await page.getByRole('menuitem', { name: 'Currently Reading' }).click();
      await expect(card.getByText('On your shelf')).toBeVisible();

      await page.goto(`/book/${mediaID}`);
      await expect(page.getByRole('button', { name: 'Status: Currently Reading' })).toBeVisible();
      await expect(page.getByText(/– Present$/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
