import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * A shot differs when more than this share of its pixels changed (pixelmatch's per-pixel colour
 * threshold and anti-aliasing detection already ignore rendering noise): 0.01 %, about 100
 * pixels at 1280 × 800, well under a one-pixel border round a button.
 */
export const MAX_CHANGED_SHARE = 0.0001;
/** pixelmatch's colour distance (0 to 1) under which two pixels count as the same. */
const COLOUR_THRESHOLD = 0.1;

export type Comparison =
  | { same: true; changedPixels: number }
  | { same: false; changedPixels: number; reason: string; diff: Buffer };

/** Compares a new screenshot with its reference; when they differ, a PNG with the changed pixels in red. */
export function comparePngs(reference: Buffer, actual: Buffer): Comparison {
  const before = PNG.sync.read(reference);
  const after = PNG.sync.read(actual);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const a = padded(before, width, height);
  const b = padded(after, width, height);
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(a.data, b.data, diff.data, width, height, { threshold: COLOUR_THRESHOLD });
  if (before.width !== after.width || before.height !== after.height) {
    const reason = `size changed from ${before.width}×${before.height} to ${after.width}×${after.height}`;
    return { same: false, changedPixels, reason, diff: PNG.sync.write(diff) };
  }
  if (changedPixels <= width * height * MAX_CHANGED_SHARE) return { same: true, changedPixels };
  const share = ((changedPixels / (width * height)) * 100).toFixed(2);
  return { same: false, changedPixels, reason: `${changedPixels} pixels changed (${share} %)`, diff: PNG.sync.write(diff) };
}

/** The image on a canvas of the given size, the new area transparent (so a resize shows as changed). */
function padded(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height, fill: true });
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas;
}
