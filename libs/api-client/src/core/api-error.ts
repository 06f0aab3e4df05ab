export function requestFailedMessage(status: number): string {
  return `Request failed with status: ${status}`;
}

/**
 * A non-OK response. serverMessage is the {message} of the server's JSON error body, if any;
 * body the whole of it, for the refusals that say more (sign-in's secondFactor).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    message: string = requestFailedMessage(status),
    readonly body: unknown = null,
  ) {
    super(message);
  }
}
