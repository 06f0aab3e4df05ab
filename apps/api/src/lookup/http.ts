import type { LookupServiceState } from '@shelfmark/contract';

/** A service that did not answer usefully; state says how, for the client. */
export class ServiceError extends Error {
  constructor(
    readonly state: Exclude<LookupServiceState['state'], 'ok'>,
    message: string,
  ) {
    super(message);
  }
}

export interface Request {
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  timeoutMs: number;
}

/** Fetches with a deadline; network failures and timeouts are "unreachable", 429/503 "busy", other failures "failed". */
export async function fetchFrom(label: string, request: Request): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
      redirect: 'follow',
    });
  } catch (error) {
    const timedOut = (error as { name?: string }).name === 'TimeoutError';
    throw new ServiceError('unreachable', timedOut ? `${label} did not answer within ${request.timeoutMs} ms` : `${label} cannot be reached from this server`);
  }
  if (response.status === 429 || response.status === 503) throw new ServiceError('busy', `${label} is busy (rate limited); try again in a moment`);
  if (response.status === 401 || response.status === 403) throw new ServiceError('failed', `${label} refused this server's key (${response.status})`);
  return response;
}

/** The JSON answer of a request; 404 is null (nothing there). */
export async function fetchJson<T>(label: string, request: Request): Promise<T | null> {
  const response = await fetchFrom(label, request);
  if (response.status === 404) return null;
  if (!response.ok) throw new ServiceError('failed', `${label} answered ${response.status}`);
  try {
    return (await response.json()) as T;
  } catch {
    throw new ServiceError('failed', `${label} answered something that is not JSON`);
  }
}
