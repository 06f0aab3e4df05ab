// What went wrong with a call, in the few kinds a user can act on (ADR 0029). Zod-free: the
// design system words these kinds (`@shelfmark/contract/failures`).

/**
 * offline: no answer at all; signedOut: the session is gone (401, 403); notFound: the record is
 * gone (404); refused: the server said why (another 4xx with a message); busy: try later (429,
 * 503); server: anything else.
 */
export const FAILURE_KINDS = ['offline', 'signedOut', 'notFound', 'refused', 'busy', 'server'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface Failure {
  kind: FailureKind;
  /** The server's own reason, for a refusal or a missing record: written for users (e.g. 'Username already taken', 'Creator not found'). */
  reason: string | null;
}

/** What the API client's errors carry: the status, and the {message} of the server's answer. */
interface HttpFailure {
  status: number;
  serverMessage?: string | null;
}

const isHttpFailure = (error: unknown): error is HttpFailure => typeof error === 'object' && error !== null && typeof (error as HttpFailure).status === 'number';

/** The kind of a failed call's error, as the API client throws it. */
export function failureOf(error: unknown): Failure {
  // fetch rejects with a TypeError when no answer came (offline, DNS, connection refused).
  if (error instanceof TypeError) return { kind: 'offline', reason: null };
  if (!isHttpFailure(error)) return { kind: 'server', reason: null };
  const { status } = error;
  if (status === 401 || status === 403) return { kind: 'signedOut', reason: null };
  if (status === 404) return { kind: 'notFound', reason: error.serverMessage ?? null };
  if (status === 429 || status === 503) return { kind: 'busy', reason: null };
  if (status >= 400 && status < 500) return error.serverMessage ? { kind: 'refused', reason: error.serverMessage } : { kind: 'server', reason: null };
  return { kind: 'server', reason: null };
}
