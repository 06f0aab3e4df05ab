import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

function originOf(url: string): string | undefined {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The headers helmet sets for these options, worked out once: @fastify/helmet built helmet's
 * middleware again on every request, parsing the whole policy each time (5 % of a cheap call's
 * time in a profile). Every header here is the same for every answer (no nonces), so they are
 * recorded from one run of the middleware and set as they are.
 */
export function headersOf(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { set, removed };
}

/**
 * Security headers with a Content-Security-Policy that allows exactly this origin plus
 * the origins the remotes are deployed on, on every answer (404s included).
 */
export async function registerSecurityHeaders(app: FastifyInstance, remoteManifests: Record<string, string>): Promise<void> {
  const remoteOrigins = [...new Set(Object.values(remoteManifests).flatMap((url) => originOf(url) ?? []))];
  const self = ["'self'", ...remoteOrigins];
  const { set, removed } = headersOf({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets WebAssembly compile (Add Media's barcode reader, ADR 0040) and nothing more: eval() stays refused.
        scriptSrc: [...self, "'wasm-unsafe-eval'"],
        // Covers from today's cover cache are shown through blob: URLs, which Chromium checks against connect-src.
        connectSrc: [...self, 'blob:'],
        styleSrc: [...self, "'unsafe-inline'"],
        imgSrc: [...self, 'data:', 'blob:'],
        fontSrc: self,
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Remote files and covers are meant to be loaded by other origins; they set their own CORP.
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    for (const name of removed) reply.raw.removeHeader(name);
    done();
  });
}
