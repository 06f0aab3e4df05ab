import { expect, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { addToShelf, createMedia, createTag, tagEntry, uniqueSuffix } from '../../support/catalog-seed';

test.describe('tags', () => {
  test('a tag is created on the tags page, carries an item and is found under its letter', async ({ page }) => {
    const admin = await adminAccount();
    const title = `Tagged Book ${uniqueSuffix()}`;
    const mediaID = await createMedia(admin, { type: 'book', title });
    const reader = await registerAccount();
    const usermediaID = await addToShelf(reader, mediaID);
    await useAccount(page, reader);

    await page.goto('/tags');
    await expect(page.getByText('You have no tags yet')).toBeVisible();
    const field = page.getByRole('textbox', { name: 'New tag' });
    await field.fill('x'.repeat(51));
    await field.press('Enter');
    await expect(page.getByText('Body of tag is too long, please try again')).toBeVisible();
    await field.fill('Quiet evenings');
    await field.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Quiet evenings' })).toBeVisible();
    await expect(page.getByText('This shelf is currently empty')).toBeVisible();
    const tagID = Number(page.url().split('/').pop());

    await tagEntry(reader, usermediaID, tagID);
    await createTag(reader, '42 things');
    await page.goto('/tags');
    const letterQ = page.getByRole('region', { name: 'Tags starting with Q' });
    await expect(letterQ.getByRole('heading', { name: 'Q' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tags starting with 123!?' }).getByRole('link', { name: '42 things' })).toBeVisible();
    await letterQ.getByRole('link', { name: 'Quiet evenings' }).click();
    await expect(page).toHaveURL(new RegExp(`/tags/${tagID}$`));
    await expect(page.getByRole('list', { name: 'Media tagged Quiet evenings' }).getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Tag' })).toBeHidden();

    // Renamed: a name the reader already has is refused until changed; the item shows the new name.
    await page.getByRole('button', { name: 'Rename' }).click();
    const name = page.getByRole('textbox', { name: 'New name for the tag' });
    await name.fill('42 Things');
    await name.press('Enter');
    await expect(page.getByText('You already have a tag with that name')).toBeVisible();
    await name.fill('Quiet nights');
    await expect(page.getByText('You already have a tag with that name')).toBeHidden();
    await name.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Quiet nights' })).toBeVisible();
    await page.goto(`/book/${mediaID}`);
    const tags = page.getByRole('region', { name: 'Tags' });
    await expect(tags.getByRole('link', { name: 'Quiet nights' })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Your rating' })).toBeVisible();
    await page.screenshot({ path: '../../tmp/e2e/screens/media-detail-1280.png', fullPage: true });
  });

  test('the plus button finds a title and puts the tag on it, adding it to the shelf', async ({ page }) => {
    const admin = await adminAccount();
    const word = `Quokka${uniqueSuffix()}`;
    await createMedia(admin, { type: 'movie', title: `${word} Returns` });
    const reader = await registerAccount();
    const tagID = await createTag(reader, 'Weekend');
    await useAccount(page, reader);

    await page.goto(`/tags/${tagID}`);
    await expect(page.getByText('This shelf is currently empty')).toBeVisible();
    await page.getByRole('button', { name: 'Add media to Weekend' }).click();
    await page.getByRole('combobox', { name: 'Search titles to add to Weekend' }).fill(word);
    await page.getByRole('option', { name: new RegExp(`${word} Returns`) }).click();
    const list = page.getByRole('list', { name: 'Media tagged Weekend' });
    await expect(list.getByRole('link', { name: `${word} Returns` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Tag' })).toBeHidden();
  });

  test('an empty tag is deleted after confirmation, back on the tags page', async ({ page }) => {
    const reader = await registerAccount();
    await createTag(reader, 'Keep me');
    const tagID = await createTag(reader, 'Unused');
    await useAccount(page, reader);

    await page.goto(`/tags/${tagID}`);
    await expect(page.getByText('This shelf is currently empty')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this tag?' });
    await expect(dialog).toContainText("The tag 'Unused' will be deleted.");
    await dialog.getByRole('button', { name: 'Delete Tag' }).click();
    await expect(page).toHaveURL(/\/tags$/);
    await expect(page.getByRole('link', { name: 'Keep me' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Unused' })).toBeHidden();
  });
});
