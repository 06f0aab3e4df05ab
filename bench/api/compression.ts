// What compressing API answers costs in throughput (issue 17): wrk (its own process) against
// the library total and library pages of the demo shelf, on this build's server and on a
// baseline build's, alternating in the same run, with the bytes of each answer.
//
//   node --import tsx bench/api/compression.ts --baseline <apps dir of the baseline build> [--seconds 10] [--rounds 3] [--port 3165]
//
// Both servers run on PGlite copies of one seeded database; the client sends the
// Accept-Encoding a browser sends.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { callApi, type RunningServer, startBuiltServer } from '../../tools/scripts/browser-wire';

const workspaceRoot = resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    baseline: { type: 'string' },
    'web-root': { type: 'string', default: join(workspaceRoot, 'dist/apps') },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '3165' },
  },
});
if (!options.baseline) throw new Error('--baseline <apps dir of the baseline build> is required');

const CASES = [
  { name: 'library total', path: '/api/v1/usermedias/library/page/total?library=read' },
  { name: 'library page, 10 entries', path: '/api/v1/usermedias/library/page?library=read&pageSize=10&sortBy=creator&asc=true&pageNumber=1' },
  { name: 'library page, 100 entries', path: '/api/v1/usermedias/library/page?library=recent&pageSize=100&sortBy=recent&asc=false&pageNumber=1' },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function wrk(url: string, token: string): { rps: number; bytesPerResponse: number } {
  const output = execFileSync(
    'wrk',
    ['-t1', '-c10', `-d${options.seconds}s`, '-H', `Authorization: Bearer ${token}`, '-H', 'Accept-Encoding: gzip, deflate, br, zstd', url],
    { encoding: 'utf8' },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(output)?.[1]);
  const read = /([\d.]+)(B|KB|MB|GB) read/.exec(output);
  const unit = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[read?.[2] as 'B'] ?? 1;
  if (/Non-2xx/.test(output)) throw new Error(`wrk saw errors on ${url}:\n${output}`);
  return { rps, bytesPerResponse: (Number(read?.[1]) * unit) / requests };
}

async function main(): Promise<void> {
  const seeded = mkdtempSync(join(tmpdir(), 'shelfmark-bench-compression-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/seed.ts'], { cwd: workspaceRoot, stdio: 'inherit', env: { ...process.env, DATA_DIR: seeded, DATABASE_URL: '' } });
  const builds = [
    { name: 'baseline', appsDir: resolve(options.baseline!) },
    { name: 'this build', appsDir: resolve(options['web-root']!) },
  ];
  const servers: { name: string; server: RunningServer; dataDir: string; token: string }[] = [];
  const load = loadavg();
  try {
    for (const [index, build] of builds.entries()) {
      const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-bench-compression-'));
      cpSync(seeded, dataDir, { recursive: true });
      const server = await startBuiltServer({ appsDir: build.appsDir, port: Number(options.port) + index, dataDir });
      const { token } = await callApi<{ token: string }>(server.url, '/sessions', { method: 'POST', body: JSON.stringify({ username: 'demo', password: 'shelfmark-demo' }) });
      servers.push({ name: build.name, server, dataDir, token });
    }
    const results = new Map<string, { rps: number[]; bytes: number }>();
    for (let round = 0; round < Number(options.rounds); round += 1) {
      for (const testCase of CASES) {
        for (const { name, server, token } of servers) {
          // A short warm-up, then the measured run.
          execFileSync('wrk', ['-t1', '-c10', '-d2s', '-H', `Authorization: Bearer ${token}`, `${server.url}${testCase.path}`]);
          const measured = wrk(`${server.url}${testCase.path}`, token);
          const key = `${testCase.name}|${name}`;
          const entry = results.get(key) ?? { rps: [], bytes: measured.bytesPerResponse };
          entry.rps.push(measured.rps);
          results.set(key, entry);
        }
      }
      process.stdout.write(`round ${round + 1}/${options.rounds} done\n`);
    }
    const lines = [
      `Date: ${new Date().toISOString()} · load average at start ${load.map((value) => value.toFixed(2)).join(' / ')}, at end ${loadavg().map((value) => value.toFixed(2)).join(' / ')}`,
      `wrk -t1 -c10 -d${options.seconds}s (after 2 s of warm-up), Accept-Encoding: gzip, deflate, br, zstd; PGlite, demo shelf; ${options.rounds} rounds alternating the builds, median req/s.`,
      '',
      '| case | baseline req/s | this build req/s | ratio | baseline bytes/answer (headers included) | this build bytes/answer (headers included) |',
      '|---|---|---|---|---|---|',
      ...CASES.map((testCase) => {
        const before = results.get(`${testCase.name}|baseline`)!;
        const after = results.get(`${testCase.name}|this build`)!;
        return `| ${testCase.name} | ${Math.round(median(before.rps))} | ${Math.round(median(after.rps))} | ${(median(after.rps) / median(before.rps)).toFixed(2)} | ${Math.round(before.bytes)} | ${Math.round(after.bytes)} |`;
      }),
      '',
      ...CASES.map((testCase) => `Each round, ${testCase.name}: baseline [${results.get(`${testCase.name}|baseline`)!.rps.map(Math.round).join(', ')}], this build [${results.get(`${testCase.name}|this build`)!.rps.map(Math.round).join(', ')}].`),
    ];
    console.log(`\n${lines.join('\n')}`);
  } finally {
    for (const { server, dataDir } of servers) {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    rmSync(seeded, { recursive: true, force: true });
  }
}

await main();
