import { type ApiAnswer, ApiClient } from '../../faults/support/api-client';

/** An answer the balancer gave with a 5xx, and which instance it came from. */
export interface ServerError {
  status: number;
  instance: string | null;
  startedAt: number;
}

/** What every client of one run saw: who answered, and every 5xx. */
export class FleetRecord {
  readonly servedBy = new Map<string, number>();
  readonly serverErrors: ServerError[] = [];
  /** Calls whose connection broke before a whole answer arrived, and when they were sent. */
  readonly unanswered: { startedAt: number; reason: string }[] = [];
}

/**
 * The fault tests' API client, through the balancer: each client has its own address (as
 * X-Forwarded-For, which the balancer passes on), notes which instance answered, and takes a 5xx
 * as the loss of its connection, the way a browser would see an instance die under it.
 */
export class FleetClient extends ApiClient {
  constructor(
    baseUrl: string,
    readonly address: string,
    readonly record: FleetRecord,
    token?: string,
  ) {
    super(baseUrl, token);
  }

  override async call(method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address };
    if (this.token) headers['authorization'] = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const startedAt = Date.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}/api/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      text = await response.text();
    } catch (error) {
      this.record.unanswered.push({ startedAt, reason: String((error as Error).cause ?? error) });
      throw error;
    }
    const instance = response.headers.get('x-served-by');
    this.record.servedBy.set(instance ?? '?', (this.record.servedBy.get(instance ?? '?') ?? 0) + 1);
    if (response.status >= 500) {
      this.record.serverErrors.push({ status: response.status, instance, startedAt });
      throw new Error(`${method} ${path} answered ${response.status} from ${instance ?? 'the balancer'}`);
    }
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, body: parsed };
  }

  override as(token: string): FleetClient {
    return new FleetClient(this.baseUrl, this.address, this.record, token);
  }

  /** The same client from another address. */
  from(address: string): FleetClient {
    return new FleetClient(this.baseUrl, address, this.record, this.token);
  }
}
