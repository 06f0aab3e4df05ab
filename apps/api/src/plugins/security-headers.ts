import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

function originOf(url: string): string | undefined {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Security headers with a Content-Security-Policy that allows exactly this origin plus
 * the origins the remotes are deployed on.
 */
export async function registerSecurityHeaders(app: FastifyInstance, remoteManifests: Record<string, string>): Promise<void> {
  const remoteOrigins = [...new Set(Object.values(remoteManifests).flatMap((url) => originOf(url) ?? []))];
  const self = ["'self'", ...remoteOrigins];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: self,
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
}
