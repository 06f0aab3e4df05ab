import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One request of a case, relative to the server's root. */
export interface WrkRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
}

export interface WrkResult {
  requests: number;
  seconds: number;
  /** Latency percentiles, milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 2xx/3xx, connection errors and timeouts. */
  errors: number;
  /** Answers with the status given as countStatus (0 when none was given). */
  counted: number;
}

const INSTALL_HINT = 'The API benchmark drives the server with wrk in its own process: install it with `apt-get install -y wrk` (Debian, Ubuntu) or `brew install wrk`.';

/** Throws with the way to install wrk when it is missing. */
export function requireWrk(): void {
  const found = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (found.error) throw new Error(INSTALL_HINT);
}

/** Lua long brackets take any text that does not close them; paths and JSON bodies never do. */
function luaString(text: string): string {
  if (text.includes(']==]')) throw new Error(`cannot quote ${text} for wrk`);
  return `[==[${text}]==]`;
}

/**
 * wrk's script: the requests are formatted once, then sent in turn (one thread, so in order
 * across its connections); at the end the summary is printed as one JSON line.
 */
function script(requests: readonly WrkRequest[], token: string | undefined, countStatus: number | undefined): string {
  const list = requests
    .map(({ method, path, body }) => `{${luaString(method)}, ${luaString(path)}, ${body === undefined ? 'nil' : luaString(JSON.stringify(body))}}`)
    .join(',\n');
  return `
local list = {
${list}
}
local formatted = {}
-- Formatted in each thread's init, once wrk knows the Host header from the URL.
init = function(args)
  for i, r in ipairs(list) do
    local headers = {}
    ${token ? `headers["Authorization"] = ${luaString(`Bearer ${token}`)}` : ''}
    if r[3] ~= nil then headers["Content-Type"] = "application/json" end
    formatted[i] = wrk.format(r[1], r[2], headers, r[3])
  end
end
local threads = {}
setup = function(thread) table.insert(threads, thread) end
counted = 0
${countStatus === undefined ? '' : `response = function(status) if status == ${countStatus} then counted = counted + 1 end end`}
local sent = 0
request = function()
  sent = sent + 1
  return formatted[((sent - 1) % #formatted) + 1]
end
done = function(summary, latency, requests)
  local e = summary.errors
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("counted") end
  io.write(string.format('WRK_RESULT {"requests":%d,"micros":%d,"p50":%d,"p95":%d,"p99":%d,"errors":%d,"counted":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout, total))
end
`;
}

/**
 * Runs wrk (a separate process, one thread, `connections` connections) against baseUrl for
 * `seconds`, cycling through `requests`. Resolves with its summary.
 */
export async function runWrk(options: {
  baseUrl: string;
  token?: string | undefined;
  connections: number;
  seconds: number;
  requests: readonly WrkRequest[];
  /** Count the answers with this status (wrk then reads every answer into its script: slower, so only where needed). */
  countStatus?: number | undefined;
}): Promise<WrkResult> {
  const folder = mkdtempSync(join(tmpdir(), 'shelfmark-wrk-'));
  const file = join(folder, 'case.lua');
  writeFileSync(file, script(options.requests, options.token, options.countStatus));
  try {
    const output = await new Promise<string>((resolvePromise, reject) => {
      const child = spawn('wrk', ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '10s', '-s', file, options.baseUrl], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', (error) => reject((error as NodeJS.ErrnoException).code === 'ENOENT' ? new Error(INSTALL_HINT) : error));
      child.on('exit', (code) => (code === 0 ? resolvePromise(text) : reject(new Error(`wrk failed (exit ${code}):\n${text}`))));
    });
    const line = /WRK_RESULT (\{.*\})/.exec(output)?.[1];
    if (!line) throw new Error(`wrk printed no result:\n${output}`);
    const raw = JSON.parse(line) as { requests: number; micros: number; p50: number; p95: number; p99: number; errors: number; counted: number };
    return { ...raw, seconds: raw.micros / 1e6, p50: raw.p50 / 1000, p95: raw.p95 / 1000, p99: raw.p99 / 1000 };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
