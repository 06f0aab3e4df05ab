import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkVisuals, updateVisuals } from './visual-check';

// npm run visual          compare every story with its reference (fails on a difference)
// npm run visual:update   write the references again, on purpose
// Either takes --only <story id>[,<story id>…] and --storybook <build folder>.
const workspace = resolve(import.meta.dirname, '../../..');
const { values } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    only: { type: 'string' },
    storybook: { type: 'string', default: resolve(workspace, 'dist/storybook/design-system') },
  },
});
const options = {
  storybookDir: resolve(values.storybook),
  referencesDir: resolve(import.meta.dirname, 'references'),
  reportDir: resolve(workspace, 'tmp/visual'),
  only: values.only?.split(',').filter(Boolean),
};

try {
  const started = Date.now();
  if (values.update) {
    const { written, deleted } = await updateVisuals(options);
    console.log(`Visual references: ${written.length} written, ${deleted.length} deleted (${Math.round((Date.now() - started) / 1000)} s).`);
    for (const file of [...written, ...deleted]) console.log(`  ${file}`);
  } else {
    const { shots, differences, stale, report } = await checkVisuals(options);
    console.log(`Visual check: ${shots} shots, ${differences.length} different (${Math.round((Date.now() - started) / 1000)} s).`);
    for (const { shot, reason } of differences) console.log(`  ${shot.storyId} at ${shot.width} px, ${shot.theme}: ${reason}`);
    if (stale.length > 0) console.log(`References of stories that no longer exist (npm run visual:update deletes them):\n  ${stale.join('\n  ')}`);
    if (report) console.log(`Before, after and the difference of each: ${report}\nIf the change is meant: npm run visual:update, then commit the references.`);
    if (differences.length > 0 || stale.length > 0) process.exitCode = 1;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
