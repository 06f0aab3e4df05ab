import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, runCommand } from './shared/places';

/*
 * `npm run bench`: every benchmark, one child process each, the same flags passed to each
 * (--quick for a short run). The API benchmark always runs; the browser and import ones run
 * when they are present. Any that fails fails the whole run, after the others have had their turn.
 */

const flags = process.argv.slice(2);
const suites = ['bench/api/run.ts', 'bench/browser/run.ts', 'bench/import/run.ts'];
const failures: string[] = [];
const started = performance.now();
console.log(`load average at the start: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
for (const suite of suites) {
  if (!existsSync(join(ROOT, suite))) {
    console.log(`\n-- ${suite}: not present, skipped`);
    continue;
  }
  console.log(`\n-- ${suite} ${flags.join(' ')}`);
  const suiteStarted = performance.now();
  try {
    await runCommand(process.execPath, ['--import', 'tsx', suite, ...flags]);
  } catch (error) {
    failures.push(`${suite}: ${error instanceof Error ? error.message : String(error)}`);
  }
  console.log(`-- ${suite} took ${((performance.now() - suiteStarted) / 60_000).toFixed(1)} min`);
}
console.log(`\nall benchmarks took ${((performance.now() - started) / 60_000).toFixed(1)} min`);
if (failures.length > 0) {
  console.error(`failed:\n${failures.join('\n')}`);
  process.exit(1);
}
