import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;

/** Exports that draw nothing of their own: AfterFirstPaint shows its children one frame late. */
const NOT_VISUAL = new Set(['AfterFirstPaint']);

/** The components a package entry exports (capitalised value exports; types are exported apart). */
function componentsOf(entry: string): string[] {
  const source = readFileSync(join(here, entry), 'utf8');
  return [...source.matchAll(/^export \{([^}]+)\} from/gm)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => /^[A-Z][a-z]/.test(name) && !NOT_VISUAL.has(name));
}

function storySources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? storySources(join(dir, entry.name)) : entry.name.endsWith('.stories.tsx') ? [readFileSync(join(dir, entry.name), 'utf8')] : [],
  );
}

describe('stories', () => {
  it('show every component the design system exports (so the visual check covers it)', () => {
    const stories = storySources(here).join('\n');
    const components = [...componentsOf('index.ts'), ...componentsOf('controls/index.ts')];
    expect(components.length).toBeGreaterThan(30);
    expect(components.filter((name) => !new RegExp(`\\b${name}\\b`).test(stories))).toEqual([]);
  });
});
