import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { comparePngs } from './compare';
import { writeReport } from './report';

function png(width: number, height: number, paint: (x: number, y: number) => [number, number, number] = () => [250, 248, 245]): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const [r, g, b] = paint(x, y);
      image.data[at] = r;
      image.data[at + 1] = g;
      image.data[at + 2] = b;
      image.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(image);
}

/** A 'button' of the given colour on the page background. */
const withButton = (colour: [number, number, number]) => png(400, 200, (x, y) => (x >= 40 && x < 140 && y >= 40 && y < 80 ? colour : [250, 248, 245]));

describe('comparePngs', () => {
  it('finds no difference between two equal renderings', () => {
    const result = comparePngs(withButton([29, 107, 101]), withButton([29, 107, 101]));
    expect(result).toEqual({ same: true, changedPixels: 0 });
  });

  it('finds a changed colour and draws where it changed', () => {
    const result = comparePngs(withButton([29, 107, 101]), withButton([180, 40, 30]));
    expect(result.same).toBe(false);
    if (result.same) return;
    expect(result.changedPixels).toBe(100 * 40);
    expect(result.reason).toBe('4000 pixels changed (5.00 %)');
    const diff = PNG.sync.read(result.diff);
    const red = (x: number, y: number) => diff.data[(y * diff.width + x) * 4] === 255 && diff.data[(y * diff.width + x) * 4 + 1] === 0;
    expect(red(60, 60)).toBe(true);
    expect(red(300, 150)).toBe(false);
  });

  it('lets a handful of pixels pass (under 0.01 %), not more', () => {
    const speck = (count: number) => png(400, 200, (x, y) => (y === 0 && x < count ? [0, 0, 0] : [250, 248, 245]));
    expect(comparePngs(png(400, 200), speck(8)).same).toBe(true);
    expect(comparePngs(png(400, 200), speck(9)).same).toBe(false);
  });

  it('counts a change of size as a difference', () => {
    const result = comparePngs(png(400, 200), png(400, 260));
    expect(result.same).toBe(false);
    if (!result.same) expect(result.reason).toBe('size changed from 400×200 to 400×260');
  });
});

describe('writeReport', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes a page with before, after and the difference of each changed shot, and the images beside it', () => {
    dir = mkdtempSync(join(tmpdir(), 'shelfmark-visual-report-'));
    const before = withButton([29, 107, 101]);
    const after = withButton([180, 40, 30]);
    const comparison = comparePngs(before, after);
    if (comparison.same) throw new Error('expected a difference');
    const shot = { storyId: 'actions-button--primary', title: 'Actions/Button', name: 'Primary', width: 1280 as const, theme: 'dark' as const };
    const page = readFileSync(writeReport(dir, [{ shot, reason: comparison.reason, before, after, diff: comparison.diff }]), 'utf8');
    expect(page).toContain('Actions/Button / Primary — 1280 px, dark');
    expect(page).toContain('4000 pixels changed (5.00 %)');
    for (const folder of ['before', 'after', 'diff']) {
      expect(page).toContain(`src="${folder}/actions-button--primary.1280.dark.png"`);
      expect(existsSync(join(dir, folder, 'actions-button--primary.1280.dark.png'))).toBe(true);
    }
  });
});
