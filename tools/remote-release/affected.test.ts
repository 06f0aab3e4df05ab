import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const workspaceRoot = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'shelfmark-affected-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The test tasks `npx nx affected -t test,build` would run after a change to `file` (nothing is run). */
function affectedTestTasks(file: string): string[] {
  const graph = join(scratch, `${file.replaceAll('/', '_')}.json`);
  execFileSync('npx', ['nx', 'affected', '-t', 'test,build', `--files=${file}`, `--graph=${graph}`], {
    cwd: workspaceRoot,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    stdio: 'ignore',
  });
  const tasks = Object.keys((JSON.parse(readFileSync(graph, 'utf8')) as { tasks: { tasks: Record<string, unknown> } }).tasks.tasks);
  return tasks.filter((task) => task.endsWith(':test')).sort();
}

// docs/remote-team.md: a team's change runs its own suite (with its seam test) and the seam's
// e2e (composition, compatibility gate), not the other teams' suites.
describe('each team runs its own pipeline', () => {
  it.each(['catalog', 'account'])('a change in the %s remote tests that remote and the composition, nothing else', (remote) => {
    expect(affectedTestTasks(`apps/${remote}/src/routes.tsx`)).toEqual([`${remote}:test`, 'e2e:test']);
  }, 120_000);

  it('a change in the contract tests everyone', () => {
    expect(affectedTestTasks('libs/contract/src/routes.ts')).toEqual(
      expect.arrayContaining(['account:test', 'catalog:test', 'contract:test', 'e2e:test', 'library:test', 'media:test', 'shell:test']),
    );
  }, 120_000);
});
