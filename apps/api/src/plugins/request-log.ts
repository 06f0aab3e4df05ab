import type { FastifyRequest } from 'fastify';

/** Password-reset tokens travel in paths; the log keeps the path without them. */
export function redactUrl(url: string): string {
  return url.replace(/(\/passwordreset\/)[^/?#]+/, '$1[token]');
}

/** How a request appears in the log: the default fields, the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
}
