import { ApiError } from './api-error';

function prefixError(prefix: string, error: unknown): Error {
  const message = `${prefix}: ${error instanceof Error ? error.message : String(error)}`;
  if (error instanceof ApiError) return new ApiError(error.status, error.serverMessage, message, error.body);
  return new Error(message, { cause: error });
}

/**
 * Wraps a call so its errors read '<prefix>: <message>', e.g.
 * 'Failed to get media: Request failed with status: 404'. ApiError keeps its status.
 */
export function withPrefix<Args extends unknown[], Result>(
  prefix: string,
  call: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      return await call(...args);
    } catch (error) {
      throw prefixError(prefix, error);
    }
  };
}
