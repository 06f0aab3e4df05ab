/**
 * Domain errors: services throw these, the central error handler answers them with their
 * status and message, so no route builds error replies by hand.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 502,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new DomainError(400, message);
export const unauthorized = (message = 'Sign in first') => new DomainError(401, message);
export const forbidden = (message = 'You are not allowed to do that') => new DomainError(403, message);
export const notFound = (message: string) => new DomainError(404, message);
export const conflict = (message: string) => new DomainError(409, message);
