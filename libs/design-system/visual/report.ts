import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Shot, shotFile } from './stories';

/** A shot that is not as its reference: changed (with the difference), new (no reference yet). */
export interface Difference {
  shot: Shot;
  reason: string;
  before: Buffer | undefined;
  after: Buffer;
  diff: Buffer | undefined;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function figure(caption: string, src: string | undefined): string {
  const body = src ? `<a href="${src}"><img src="${src}" alt="${escape(caption)}"></a>` : '<p class="none">No reference</p>';
  return `<figure><figcaption>${escape(caption)}</figcaption>${body}</figure>`;
}

/**
 * Writes `index.html` in `dir` (emptied first) with, for each difference, the reference
 * (before), the new rendering (after) and pixelmatch's difference, the PNGs beside it.
 */
export function writeReport(dir: string, differences: Difference[]): string {
  rmSync(dir, { recursive: true, force: true });
  for (const folder of ['before', 'after', 'diff']) mkdirSync(join(dir, folder), { recursive: true });
  const sections = differences.map(({ shot, reason, before, after, diff }) => {
    const file = shotFile(shot);
    if (before) writeFileSync(join(dir, 'before', file), before);
    writeFileSync(join(dir, 'after', file), after);
    if (diff) writeFileSync(join(dir, 'diff', file), diff);
    const heading = `${shot.title} / ${shot.name} — ${shot.width} px, ${shot.theme}`;
    return `<section id="${escape(file)}">
  <h2>${escape(heading)}</h2>
  <p><code>${escape(shot.storyId)}</code>: ${escape(reason)}</p>
  <div class="row">${figure('Before (reference)', before && `before/${file}`)}${figure('After', `after/${file}`)}${figure('Difference', diff && `diff/${file}`)}</div>
</section>`;
  });
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual differences: ${differences.length}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1d1d1f; }
  section { border-top: 1px solid #ccc; padding-top: 1rem; margin-top: 1.5rem; }
  .row { display: flex; gap: 1rem; align-items: flex-start; flex-wrap: wrap; }
  figure { margin: 0; flex: 1 1 18rem; min-width: 0; }
  figcaption { font-weight: 600; margin-bottom: 0.25rem; }
  img { max-width: 100%; border: 1px solid #999; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .none { color: #666; font-style: italic; }
</style>
</head>
<body>
<h1>Visual differences: ${differences.length}</h1>
<p>Each story whose rendering is not its reference in <code>libs/design-system/visual/references</code>.
If the change is meant, run <code>npm run visual:update</code> and commit the new references.</p>
${sections.join('\n')}
</body>
</html>
`;
  const file = join(dir, 'index.html');
  writeFileSync(file, page);
  return file;
}
