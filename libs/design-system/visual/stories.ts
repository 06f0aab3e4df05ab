import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One screenshot the visual check takes: a story at a width in a theme. */
export interface Shot {
  storyId: string;
  title: string;
  name: string;
  width: Width;
  theme: Theme;
}

export const WIDTHS = [1280, 390] as const;
export const THEMES = ['light', 'dark'] as const;
export type Width = (typeof WIDTHS)[number];
export type Theme = (typeof THEMES)[number];

/** The viewport heights of preview.tsx's viewports; a taller story is taken whole. */
export const HEIGHTS: Record<Width, number> = { 1280: 800, 390: 844 };

interface IndexEntry {
  type: string;
  id: string;
  title: string;
  name: string;
}

/** Every story (not docs page) of a static Storybook build, from its index.json, in a stable order. */
export function storiesOf(storybookDir: string): Array<Pick<Shot, 'storyId' | 'title' | 'name'>> {
  const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => ({ storyId: entry.id, title: entry.title, name: entry.name }))
    .sort((a, b) => a.storyId.localeCompare(b.storyId));
}

/** The file name of a shot's reference: `<story id>.<width>.<theme>.png`. */
export function shotFile(shot: Pick<Shot, 'storyId' | 'width' | 'theme'>): string {
  return `${shot.storyId}.${shot.width}.${shot.theme}.png`;
}
