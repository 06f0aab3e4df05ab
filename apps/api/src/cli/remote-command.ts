import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { type AreaName, PromoteRequestSchema, REMOTE_RELEASE_MESSAGES as M, ReleaseVersionSchema } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { DomainError } from '../errors';
import type { ReleaseStore } from '../releases/release-store';
import { checkedRemote, isReleased, listRollouts, promote, recordRelease, rollback, stopCanary } from '../releases/releases.repository';
import { releaseFolder } from '../web/remote-locations';

export const REMOTE_USAGE = `Usage: npm run remote -- <command>
  release <remote> [--force] [--dist <folder>] [--version <version>]
      Builds the remote (nx build) and keeps it as <remote>@<package version>+<commit> in the release store.
      Refused when it does not fit the deployed shell, unless --force. --dist releases a folder built already.
  list [<remote>]                       Releases, rollout and load reports of each remote.
  promote <remote> [<version>] [--percent <1-99> | --staff]
      To everyone, or as a canary for a share of users or for staff. Without a version: the canary to everyone.
  rollback <remote> [<version>]         Back to that version, or to the one before the current.
  stop <remote>                         Stops the remote's canary.
Remotes: library, catalog, media, account.`;

export interface CommandResult {
  code: number;
  message: string;
}

/** What `release` needs from outside the database: building, reading a build, the compatibility gate. */
export interface ReleaseTools {
  store: ReleaseStore;
  /** Builds the remote; answers its output folder. */
  build(remote: AreaName): Promise<string>;
  /** `<package version>+<short commit>` of the remote as checked out. */
  version(remote: AreaName): Promise<string>;
  describeBuild(distDir: string): Promise<{ shared: Record<string, string>; contractVersion: string; routes: unknown }>;
  checkCompatibility(remote: Awaited<ReturnType<ReleaseTools['describeBuild']>>, shell: Awaited<ReturnType<ReleaseTools['describeBuild']>>): string[];
  /** The deployed shell's folder (WEB_ROOT/shell). */
  shellDir: string;
  fixed: ReadonlySet<AreaName>;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

/** Arguments that are not options nor an option's value. */
function positional(args: string[], valued: string[]): string[] {
  return args.filter((arg, index) => !arg.startsWith('--') && !valued.includes(args[index - 1] ?? ''));
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

async function release(db: Db, args: string[], tools: ReleaseTools): Promise<CommandResult> {
  const [, name] = positional(args, ['--dist', '--version']);
  const remote = checkedRemote(name ?? '');
  const given = option(args, '--version');
  if (given !== undefined && !ReleaseVersionSchema.safeParse(given).success) return { code: 1, message: `Not a version: ${given}` };
  const version = given ?? (await tools.version(remote));
  if (await isReleased(db, remote, version)) return { code: 1, message: M.alreadyReleased(remote, version) };
  const dist = option(args, '--dist') ?? (await tools.build(remote));
  const builtAgainst = await tools.describeBuild(dist);
  const shell = await tools.describeBuild(tools.shellDir).catch(() => undefined);
  const problems = shell ? tools.checkCompatibility(builtAgainst, shell) : [];
  const forced = args.includes('--force');
  if (problems.length > 0 && !forced) {
    return { code: 1, message: [`${remote}@${version} does not fit the deployed shell; nothing released (--force releases it anyway):`, ...problems.map((problem) => `  ${problem}`)].join('\n') };
  }
  const files = await filesIn(dist);
  for (const file of files) await tools.store.put(`${releaseFolder(remote, version)}/${file}`, await readFile(join(dist, file)));
  // Recorded last: a release the database knows has all its files.
  if (!(await recordRelease(db, { remote, version, builtAgainst, forced: forced && problems.length > 0 }))) return { code: 1, message: M.alreadyReleased(remote, version) };
  const lines = [
    `Released ${remote}@${version} (${files.length} files)${shell ? '' : '; no deployed shell to check it against'}.`,
    ...(problems.length > 0 ? ['Forced in despite:', ...problems.map((problem) => `  ${problem}`)] : []),
    `Promote it: npm run remote -- promote ${remote} ${version} [--percent 50 | --staff]`,
  ];
  if (tools.fixed.has(remote)) lines.push(M.fixedOverride(remote));
  return { code: 0, message: lines.join('\n') };
}

async function list(db: Db, args: string[], fixed: ReadonlySet<AreaName>): Promise<CommandResult> {
  const [, name] = positional(args, []);
  const only = name === undefined ? undefined : checkedRemote(name);
  const lines: string[] = [];
  for (const rollout of await listRollouts(db, fixed)) {
    if (only && rollout.remote !== only) continue;
    lines.push(`${rollout.remote}: ${rollout.currentVersion ?? 'the build in WEB_ROOT'}${rollout.fixedOverride ? ' (REMOTE_URL override in effect)' : ''}`);
    if (rollout.canary) lines.push(`  canary ${rollout.canary.version} for ${rollout.canary.audience === 'staff' ? 'staff' : `${rollout.canary.percent} % of users`}`);
    if (rollout.stopped) lines.push(`  stopped ${rollout.stopped.version} at ${rollout.stopped.at}: ${rollout.stopped.reason}`);
    for (const { version, stats, forced } of rollout.releases) {
      const health = stats.loads === 0 ? 'no loads reported' : `${stats.loads} loads, ${stats.failureRate} % failed, median ${stats.medianMs} ms`;
      lines.push(`  ${version}${forced ? ' (forced)' : ''}: ${health}`);
    }
  }
  return { code: 0, message: lines.join('\n') };
}

async function promoteCommand(db: Db, args: string[]): Promise<CommandResult> {
  const [, name, version] = positional(args, ['--percent']);
  const remote = checkedRemote(name ?? '');
  const percent = option(args, '--percent');
  const request = PromoteRequestSchema.safeParse({
    version,
    audience: args.includes('--staff') ? 'staff' : percent !== undefined ? 'share' : 'everyone',
    ...(percent !== undefined ? { percent: Number(percent) } : {}),
  });
  if (!request.success) return { code: 1, message: request.error.issues.map((issue) => issue.message).join('\n') };
  return { code: 0, message: await promote(db, remote, request.data) };
}

/** The `npm run remote` command on a database; a refusal (unknown remote or version) changes nothing. */
export async function runRemoteCommand(db: Db, args: string[], tools: () => Promise<ReleaseTools>, fixed: ReadonlySet<AreaName>): Promise<CommandResult> {
  const [command, name, version] = args;
  try {
    switch (command) {
      case 'release':
        return await release(db, args, await tools());
      case 'list':
        return await list(db, args, fixed);
      case 'promote':
        return await promoteCommand(db, args);
      case 'rollback':
        return { code: 0, message: await rollback(db, checkedRemote(name ?? ''), version) };
      case 'stop':
        return { code: 0, message: await stopCanary(db, checkedRemote(name ?? ''), 'Stopped from the command line') };
      default:
        return { code: 2, message: REMOTE_USAGE };
    }
  } catch (error) {
    if (error instanceof DomainError) return { code: 1, message: error.message };
    throw error;
  }
}
