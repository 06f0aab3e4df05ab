import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../../tools/scripts/chromium';

/** Debian's Chromium (CHROMIUM_PATH to use another), with the flags that keep it off the closed network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** A real JPEG, drawn by the browser, for a cover the page can display. */
export async function drawJpeg(page: Page, label: string): Promise<Buffer> {
  const base64 = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 300;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#1f6f5c';
    context.fillRect(0, 0, 200, 300);
    context.fillStyle = '#ffffff';
    context.font = '28px sans-serif';
    context.fillText(text, 20, 150);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
  }, label);
  return Buffer.from(base64, 'base64');
}

/** The width of the image with this text alternative once it has loaded (the cover component shows it from a blob: URL). */
export function imageWidth(page: Page, alt: string): Promise<number> {
  return page
    .getByRole('img', { name: alt, exact: true })
    .first()
    .evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0));
}
