import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NARROW_BREAKPOINT } from '@shelfmark/contract/limits';
import { colors, fontFamilies, fontSizes, fontWeights, lineHeights, radii, shadows, space, zIndices } from './tokens';
import type { ColorToken, ThemeName } from './tokens';

const SRC = join(import.meta.dirname, '..');
const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

/** The custom properties declared in the first block that follows `selector`. */
function declarations(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--sm-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]?.trim()]));
}

const prefixed = (prefix: string, values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`--sm-${prefix}-${name}`, value]));

describe('tokens.css and tokens.ts', () => {
  it('declare the same light colours, type, spacing, radii, elevation and layers', () => {
    const root = declarations(':root');
    expect(root).toMatchObject({
      ...prefixed('color', colors.light),
      ...prefixed('font-family', fontFamilies),
      ...prefixed('font-size', fontSizes),
      ...prefixed('font-weight', fontWeights),
      ...prefixed('line-height', lineHeights),
      ...prefixed('space', space),
      ...prefixed('radius', radii),
      ...prefixed('shadow', shadows),
      ...prefixed('z', zIndices),
    });
  });

  it('declare the same dark colours for the system preference and for data-theme="dark"', () => {
    const dark = prefixed('color', colors.dark);
    expect(declarations(":root:not([data-theme='light'])")).toEqual(dark);
    expect(declarations(":root[data-theme='dark']")).toEqual(dark);
  });

  it('use the one 500 px breakpoint in every media query of the library', () => {
    const cssFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
    const widths = cssFiles.flatMap((file) =>
      [...readFileSync(join(SRC, file), 'utf8').matchAll(/@media[^{]*\((?:max|min)-width:\s*([\d.]+)px\)/g)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(widths.length).toBeGreaterThan(0);
    for (const query of widths) expect(query).toContain(`(max-width: ${NARROW_BREAKPOINT}px)`);
  });
});

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const SURFACES: ColorToken[] = ['bg', 'surface', 'surface-sunken'];
/** [foreground, backgrounds, minimum ratio]: 4.5 for text, 3 for icons, borders and focus (WCAG AA). */
const PAIRS: Array<[ColorToken, ColorToken[], number]> = [
  ['text', [...SURFACES, 'primary-soft', 'danger-soft'], 4.5],
  ['text-muted', [...SURFACES, 'primary-soft'], 4.5],
  ['primary', SURFACES, 4.5],
  ['link', ['bg', 'surface'], 4.5],
  ['danger', ['bg', 'surface', 'danger-soft'], 4.5],
  ['success', ['bg', 'surface'], 4.5],
  ['on-primary', ['primary', 'primary-hover'], 4.5],
  ['on-primary-soft', ['primary-soft'], 4.5],
  ['on-danger', ['danger', 'danger-hover'], 4.5],
  ['border-strong', ['bg', 'surface'], 3],
  ['star', ['bg', 'surface'], 3],
  ['star-empty', ['bg', 'surface'], 3],
  ['focus', SURFACES, 3],
];

describe.each(['light', 'dark'] as ThemeName[])('%s theme contrast (WCAG AA)', (theme) => {
  const palette = colors[theme];
  it.each(PAIRS)('%s on %j reaches %d:1', (foreground, backgrounds, minimum) => {
    for (const background of backgrounds) {
      expect(contrast(palette[foreground], palette[background]), `${foreground} on ${background}`).toBeGreaterThanOrEqual(minimum);
    }
  });
});
