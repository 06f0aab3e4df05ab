// Where a V8 CPU profile (node --cpu-prof, as `bench/api/run.ts --cpu-prof <folder>` writes) spent
// its time: self time by package and by function, and inclusive time by function, as shares of the
// busy time (idle left out). Flame-level findings in bench/RESULTS.md come from this.
//
//   node --import tsx bench/api/profile-summary.ts <file.cpuprofile> [--top 25] [--from <s>] [--to <s>]
//
// --from and --to keep one case's samples (bench/api/run.ts --cpu-prof prints each case's window).
import { readFileSync } from 'node:fs';
import { parseArgs } from '../shared/args';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<package> (scoped too), Node's own code, the app's bundle, or V8's pseudo-frames. */
export function packageOf(url: string, functionName: string): string {
  if (!url) return `(${functionName.replace(/[()]/g, '')})`;
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match?.[1]) return match[1];
  if (url.startsWith('node:')) return 'node internals';
  if (/dist\/apps\/api\/[^/]+\.js$/.test(url)) return 'app (bundle)';
  return url.replace(/^file:\/\//, '');
}

function frameKey(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${packageOf(url, functionName)}:${lineNumber + 1}`;
}

/** Only the samples from `from` to `to` seconds after the profile started (one case's window). */
export function summarise(profile: CpuProfile, window: { from: number; to: number } = { from: 0, to: Infinity }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfByFunction = new Map<string, number>();
  const selfByPackage = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  let elapsed = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    elapsed += delta;
    if (elapsed < window.from * 1e6 || elapsed > window.to * 1e6) return;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    busy += delta;
    const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + delta);
    add(selfByFunction, frameKey(node));
    add(selfByPackage, packageOf(node.callFrame.url, node.callFrame.functionName));
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const frame = byId.get(current);
      if (!frame) break;
      const key = frameKey(frame);
      if (!seen.has(key)) add(inclusive, key);
      seen.add(key);
    }
  });
  return { busyMs: busy / 1000, selfByFunction, selfByPackage, inclusive };
}

function top(map: Map<string, number>, busy: number, count: number): string[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, micros]) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${key}`);
}

if (process.argv[1]?.endsWith('profile-summary.ts')) {
  const [file, ...rest] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [--top 25] [--from <s>] [--to <s>]');
  const args = parseArgs(rest);
  const count = Number(args.get('top') ?? 25);
  const window = { from: Number(args.get('from') ?? 0), to: Number(args.get('to') ?? Infinity) };
  const { busyMs, selfByFunction, selfByPackage, inclusive } = summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, window);
  const busy = busyMs * 1000;
  console.log(`busy ${busyMs.toFixed(0)} ms\n\nself time by package:\n${top(selfByPackage, busy, count).join('\n')}`);
  console.log(`\nself time by function:\n${top(selfByFunction, busy, count).join('\n')}`);
  const skip = /^\((root|program)\)/;
  console.log(`\ninclusive time by function:\n${top(new Map([...inclusive].filter(([key]) => !skip.test(key))), busy, count).join('\n')}`);
}
