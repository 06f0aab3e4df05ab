import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NARROW_MEDIA_QUERY } from '@shelfmark/design-system';
import { colors, type ColorToken } from '@shelfmark/design-system/tokens';
import { describe, expect, it } from 'vitest';

const html = readFileSync(join(import.meta.dirname, 'index.html'), 'utf8');

/** `--sm-color-<name>: value` pairs of the first `:root{…}` block after `from`. */
function rootColors(from: number): Record<string, string> {
  const start = html.indexOf(':root{', from);
  const block = html.slice(start, html.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/--sm-color-([\w-]+):([^;}]+)/g)].map((match) => [match[1], match[2]!.trim()]));
}

describe('the skeleton in index.html', () => {
  it('paints with the design tokens’ colours, light and dark', () => {
    const light = rootColors(0);
    const dark = rootColors(html.indexOf('@media (prefers-color-scheme: dark)'));
    expect(Object.keys(light).length).toBeGreaterThan(0);
    expect(Object.keys(dark).sort()).toEqual(Object.keys(light).sort());
    for (const [name, value] of Object.entries(light)) expect(value, name).toBe(colors.light[name as ColorToken]);
    for (const [name, value] of Object.entries(dark)) expect(value, name).toBe(colors.dark[name as ColorToken]);
  });

  it('switches to the narrow layout where the app does', () => {
    const widths = [...html.matchAll(/@media \(max-width: (\d+)px\)\{\s*\.sk-nav/g)].map((match) => `(max-width: ${match[1]}px)`);
    expect(widths).toEqual([NARROW_MEDIA_QUERY]);
  });

  it('names the web manifest and the header’s surface colours as the theme, light and dark (ADR 0039)', () => {
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(`<meta name="theme-color" content="${colors.light.surface}" media="(prefers-color-scheme: light)" />`);
    expect(html).toContain(`<meta name="theme-color" content="${colors.dark.surface}" media="(prefers-color-scheme: dark)" />`);
  });

  it('has the element the app renders into, and no script of its own (the policy allows none inline)', () => {
    expect(html).toContain('<div id="root">');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
  });
});
