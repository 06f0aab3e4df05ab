import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
}

export interface LoadCase {
  name: string;
  /** Called for every request: a case may vary the item, page or body. */
  next: (index: number) => LoadRequest;
}

export interface LoadOptions {
  baseUrl: string;
  token: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** Sampled every 250 ms while the case runs. */
  rssMb: () => number;
}

export interface CaseResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  requests: number;
  peakRssMb: number;
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function fire(options: LoadOptions, load: LoadCase, seconds: number, onResponse?: (ms: number) => void): Promise<autocannon.Result> {
  let counter = 0;
  return new Promise((resolvePromise, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        duration: seconds,
        requests: [
          {
            // Fresh headers every time: autocannon adds content-length to the object it is
            // given, and a stale one on a GET after a POST garbles the connection.
            setupRequest: (request) => {
              const next = load.next(counter++);
              const authorization = `Bearer ${options.token}`;
              const withBody = next.body !== undefined;
              return {
                ...request,
                method: next.method,
                path: `/api/v1${next.path}`,
                headers: withBody ? { authorization, 'content-type': 'application/json' } : { authorization },
                body: withBody ? JSON.stringify(next.body) : undefined,
              };
            },
          },
        ],
      },
      (error: unknown, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolvePromise(result)),
    );
    if (onResponse) instance.on('response', (_client, _status, _bytes, ms) => onResponse(ms));
  });
}

/** One case: a warm-up, then the measured run, latencies taken from every response. */
export async function measure(options: LoadOptions, load: LoadCase): Promise<CaseResult> {
  if (options.warmupSeconds > 0) await fire(options, load, options.warmupSeconds);
  const latencies: number[] = [];
  let peakRssMb = options.rssMb();
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, options.rssMb())), 250);
  try {
    const result = await fire(options, load, options.seconds, (ms) => latencies.push(ms));
    const sorted = Float64Array.from(latencies).sort();
    return {
      name: load.name,
      requestsPerSecond: result.requests.total / (result.duration || options.seconds),
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      errors: result.errors + result.timeouts + result.non2xx,
      requests: result.requests.total,
      peakRssMb,
    };
  } finally {
    clearInterval(sampler);
  }
}
