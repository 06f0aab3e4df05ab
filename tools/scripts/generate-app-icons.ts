// Renders the shell's install icons from apps/shell/src/favicon.svg with Chromium, once; the
// PNGs are committed (apps/shell/src/app-icons/). Run again after changing the favicon:
//
//   node --import tsx tools/scripts/generate-app-icons.ts
//
// "any" icons are the favicon as it is (rounded square); "maskable" ones fill the whole square
// with the favicon's colour and keep the bookmark inside the central 80 % circle every
// platform's mask leaves visible.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

const shellSrc = resolve(import.meta.dirname, '../../apps/shell/src');
const favicon = readFileSync(resolve(shellSrc, 'favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
const bookmark = /<path[^>]*\/>/.exec(favicon)?.[0];
if (!background || !bookmark) throw new Error('favicon.svg no longer has the rect and path this script expects');

// The bookmark (x 10–22, y 6–26 of 32) scaled to 55 % around the centre: within the safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(0.55) translate(-16 -16)">${bookmark}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-192.png', size: 192, svg: maskable },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const image = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString('base64')}`;
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style><img src="${image}" width="${icon.size}" height="${icon.size}" style="display:block">`);
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: resolve(shellSrc, 'app-icons', icon.file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
