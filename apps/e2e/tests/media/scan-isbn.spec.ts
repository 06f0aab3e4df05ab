import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerAccount, useAccount } from '../../support/accounts';
import { barcodePng, barcodeVideo, launchWithCamera } from '../../support/barcode-camera';
import { callApi } from '../../support/catalog-seed';
import { e2eServer } from '../../support/servers';

/** Issue 32 item 3: Add Media's Scan ISBN, with Chromium's fake camera playing a real EAN-13 (bwip-js). */

/** Known to the look-up stand-in by ISBN alone, so never in the e2e catalogue. */
const DISPOSSESSED = '9780061054884';

function randomIsbn(): string {
  const digits = `979${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/** Add Media's scanner, opened by a signed-in page. */
async function openScanner(page: Page) {
  await page.goto('/addmedia');
  await page.getByRole('button', { name: 'Scan ISBN' }).click();
  return page.getByRole('dialog', { name: 'Scan ISBN' });
}

test.describe('Scan ISBN', () => {
  let browser: Browser | null = null;
  test.afterEach(async () => {
    await browser?.close();
    browser = null;
  });

  test('the camera reads a book’s barcode, and the look-up fills Add Media', async ({ playwright, launchOptions }) => {
    browser = await launchWithCamera(playwright.chromium, launchOptions, await barcodeVideo(DISPOSSESSED, await mkdtemp(join(tmpdir(), 'scan-'))));
    const page = await browser.newPage({ baseURL: e2eServer.url, viewport: { width: 1280, height: 800 } });
    await useAccount(page, await registerAccount('scanner'));
    const dialog = await openScanner(page);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Book', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('ISBN', { exact: true })).toHaveValue(DISPOSSESSED);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('The Dispossessed');
    await expect(page.getByLabel('Number of Pages')).toHaveValue('387');
    await expect(page.getByText('Filled from Open Library: check the fields before you save.')).toBeVisible();
  });

  test('on a phone, a photo of a book the catalogue has opens its page with Add To Library; a product’s barcode is refused', async ({ page }, testInfo) => {
    const account = await registerAccount('scanner');
    const isbn = randomIsbn();
    const title = `Scanned ${isbn}`;
    const { mediaID } = await callApi<{ mediaID: number }>(account, 'POST', '/medias', { type: 'book', title, isbn, creators: [], genreIDs: [], restricted: false });
    await page.setViewportSize({ width: 390, height: 844 });
    // Without the fake camera flags this Chromium has no camera: the scanner says so and offers the photo.
    await useAccount(page, account);
    const dialog = await openScanner(page);
    await expect(dialog.getByText('No camera was found. Take a photo of the barcode, or type the ISBN in the form.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('scanner-no-camera-390.png') });

    const photo = dialog.getByLabel('Or take a photo of the barcode');
    await photo.setInputFiles({ name: 'product.png', mimeType: 'image/png', buffer: await barcodePng('4006381333931') });
    await expect(dialog.getByText("That barcode (4006381333931) is not a book's: an ISBN barcode starts with 978 or 979.")).toBeVisible();

    await photo.setInputFiles({ name: 'book.png', mimeType: 'image/png', buffer: await barcodePng(isbn) });
    await expect(page).toHaveURL(new RegExp(`/book/${mediaID}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add To Library' })).toBeVisible();
  });

  test('the camera view while it looks for a barcode, at 1280 and 390 px', async ({ playwright, launchOptions }, testInfo) => {
    // Chromium's own fake camera: a moving test pattern, no barcode in it.
    browser = await launchWithCamera(playwright.chromium, launchOptions, null);
    const page = await browser.newPage({ baseURL: e2eServer.url, viewport: { width: 1280, height: 800 } });
    await useAccount(page, await registerAccount('scanner'));
    const dialog = await openScanner(page);
    await expect(dialog.getByText('Hold the barcode on the back of the book inside the frame.')).toBeVisible();
    await expect.poll(() => dialog.getByLabel('Camera view').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath('scanner-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('scanner-390.png') });
  });
});
