import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureStories } from './capture';
import { comparePngs } from './compare';
import { type Difference, writeReport } from './report';
import { serveFolder } from './static-server';
import { type Shot, shotFile, storiesOf } from './stories';

export interface VisualOptions {
  /** The static Storybook build (dist/storybook/design-system). */
  storybookDir: string;
  referencesDir: string;
  /** Where the HTML page of differences is written when there are any. */
  reportDir: string;
  /** Only these stories (ids); all when unset. */
  only?: string[];
}

export interface VisualResult {
  shots: number;
  differences: Difference[];
  /** References of stories that no longer exist (an update deletes them). */
  stale: string[];
  report: string | undefined;
}

async function eachShot(options: VisualOptions, take: (shot: Shot, png: Buffer) => void): Promise<{ shots: number; files: Set<string> }> {
  if (!existsSync(join(options.storybookDir, 'index.json'))) {
    throw new Error(`No Storybook build in ${options.storybookDir}: run \`npx nx run design-system:build-storybook\` first.`);
  }
  const all = storiesOf(options.storybookDir);
  const stories = options.only ? all.filter((story) => options.only!.includes(story.storyId)) : all;
  if (options.only && stories.length !== options.only.length) {
    throw new Error(`Unknown story: ${options.only.filter((id) => !all.some((story) => story.storyId === id)).join(', ')}`);
  }
  const files = new Set<string>();
  const server = await serveFolder(options.storybookDir);
  try {
    await captureStories(server.url, stories, (shot, png) => {
      files.add(shotFile(shot));
      take(shot, png);
    });
  } finally {
    await server.close();
  }
  return { shots: files.size, files };
}

const referenceFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.png')) : []);

/** Renders every story and compares it with its reference; writes the report when anything differs. */
export async function checkVisuals(options: VisualOptions): Promise<VisualResult> {
  const differences: Difference[] = [];
  const { shots, files } = await eachShot(options, (shot, png) => {
    const referenceFile = join(options.referencesDir, shotFile(shot));
    if (!existsSync(referenceFile)) {
      differences.push({ shot, reason: 'no reference yet', before: undefined, after: png, diff: undefined });
      return;
    }
    const before = readFileSync(referenceFile);
    const comparison = comparePngs(before, png);
    if (!comparison.same) differences.push({ shot, reason: comparison.reason, before, after: png, diff: comparison.diff });
  });
  const stale = options.only ? [] : referenceFiles(options.referencesDir).filter((file) => !files.has(file));
  rmSync(options.reportDir, { recursive: true, force: true });
  const report = differences.length > 0 ? writeReport(options.reportDir, differences) : undefined;
  return { shots, differences, stale, report };
}

/**
 * Writes every story's rendering as its reference, on purpose (npm run visual:update). A
 * reference whose pixels still match is left as it is, so the repository only changes where
 * the look did; references of stories that are gone are deleted.
 */
export async function updateVisuals(options: VisualOptions): Promise<{ written: string[]; deleted: string[] }> {
  mkdirSync(options.referencesDir, { recursive: true });
  const written: string[] = [];
  const { files } = await eachShot(options, (shot, png) => {
    const file = join(options.referencesDir, shotFile(shot));
    if (existsSync(file) && comparePngs(readFileSync(file), png).same) return;
    writeFileSync(file, png);
    written.push(shotFile(shot));
  });
  const deleted = options.only ? [] : referenceFiles(options.referencesDir).filter((file) => !files.has(file));
  for (const file of deleted) rmSync(join(options.referencesDir, file));
  return { written, deleted };
}
