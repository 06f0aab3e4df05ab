import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserType, LaunchOptions } from '@playwright/test';
import bwipjs from 'bwip-js/node';
import { PNG } from 'pngjs';

/** A printed EAN-13 as a PNG, digits under the bars as on a book's back. */
export function barcodePng(ean13: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'ean13', text: ean13, scale: 3, height: 22, includetext: true, paddingwidth: 12, paddingheight: 8, backgroundcolor: 'FFFFFF' });
}

const WIDTH = 640;
const HEIGHT = 480;

/**
 * The barcode in the middle of a white 640x480 frame, as a one-frame Y4M video (4:2:0, grey:
 * its luma alone, chroma neutral), which Chromium's fake camera plays in a loop.
 */
export async function barcodeVideo(ean13: string, folder: string): Promise<string> {
  const png = PNG.sync.read(await barcodePng(ean13));
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  const left = Math.floor((WIDTH - png.width) / 2);
  const top = Math.floor((HEIGHT - png.height) / 2);
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const at = (y * png.width + x) * 4;
      const [r = 255, g = 255, b = 255] = [png.data[at], png.data[at + 1], png.data[at + 2]];
      luma[(top + y) * WIDTH + left + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const file = join(folder, `barcode-${ean13}.y4m`);
  await writeFile(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]));
  return file;
}

/**
 * The suite's Chromium (playwright.chromium with the launchOptions fixture) with a fake camera playing
 * `video` (null: Chromium's own test pattern), its permission granted as if the user allowed it.
 */
export function launchWithCamera(browserType: BrowserType, launchOptions: LaunchOptions, video: string | null): Promise<Browser> {
  const fakeCamera = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', ...(video ? [`--use-file-for-fake-video-capture=${video}`] : [])];
  return browserType.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), ...fakeCamera] });
}
