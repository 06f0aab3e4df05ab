import { type CpuSnapshot, snapshot, usedBetween } from './cpu';
import { runWrk, type WrkRequest } from './wrk';

export type LoadRequest = WrkRequest;

export interface LoadCase {
  name: string;
  /** The request of each index: a case may vary the item, page or body (wrk cycles through REQUESTS_PER_CASE of them). */
  next: (index: number) => LoadRequest;
  /** How many distinct requests wrk cycles through: REQUESTS_PER_CASE unless the case says. */
  distinctRequests?: number;
  /** Count the answers with this status (the write mix counts its created journal entries). */
  countStatus?: number;
}

export interface LoadOptions {
  baseUrl: string;
  token: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** Sampled every 250 ms while the case runs. */
  rssMb: () => number;
  /** The server's process (its CPU time per request is reported). */
  serverPid: number;
  /** The database's server processes, when it runs apart from the server (PostgreSQL backends). */
  databasePids?: () => Promise<number[]>;
}

export interface CaseResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx/3xx. */
  errors: number;
  requests: number;
  peakRssMb: number;
  /** The server process's CPU time (user + system, from /proc) per answered request, microseconds. */
  serverCpuUs: number;
  /** The database backends' CPU time per request, microseconds (PostgreSQL only). */
  databaseCpuUs: number | null;
  /** Answers with the case's countStatus, the warm-up's included. */
  counted: number;
}

/** How many distinct requests of a case wrk cycles through. */
export const REQUESTS_PER_CASE = 2000;

async function databaseSnapshot(options: LoadOptions): Promise<CpuSnapshot | null> {
  return options.databasePids ? snapshot(await options.databasePids()) : null;
}

/** One case: a warm-up, then the measured run by wrk in its own process. */
export async function measure(options: LoadOptions, load: LoadCase): Promise<CaseResult> {
  const requests = Array.from({ length: load.distinctRequests ?? REQUESTS_PER_CASE }, (_, index) => load.next(index));
  const run = (seconds: number) =>
    runWrk({ baseUrl: options.baseUrl, token: options.token, connections: options.connections, seconds, requests, countStatus: load.countStatus });
  const warmup = options.warmupSeconds > 0 ? await run(options.warmupSeconds) : undefined;
  let peakRssMb = options.rssMb();
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, options.rssMb())), 250);
  try {
    const serverBefore = snapshot([options.serverPid]);
    const databaseBefore = await databaseSnapshot(options);
    const result = await run(options.seconds);
    if (result.requests > 0 && result.errors >= result.requests) throw new Error(`every request of "${load.name}" failed: check the case against the server`);
    const serverMs = usedBetween(serverBefore, snapshot([options.serverPid]));
    const databaseAfter = await databaseSnapshot(options);
    const databaseMs = databaseBefore && databaseAfter ? usedBetween(databaseBefore, databaseAfter) : null;
    const answered = Math.max(1, result.requests);
    return {
      name: load.name,
      requestsPerSecond: result.requests / (result.seconds || options.seconds),
      p50: result.p50,
      p95: result.p95,
      p99: result.p99,
      errors: result.errors,
      requests: result.requests,
      peakRssMb,
      serverCpuUs: (serverMs * 1000) / answered,
      databaseCpuUs: databaseMs === null ? null : (databaseMs * 1000) / answered,
      counted: result.counted + (warmup?.counted ?? 0),
    };
  } finally {
    clearInterval(sampler);
  }
}
