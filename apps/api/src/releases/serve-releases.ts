import { AREA_NAMES, RELEASE_VERSION_PATTERN } from '@shelfmark/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ReleaseStore } from './release-store';

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  woff2: 'font/woff2',
  wasm: 'application/wasm',
};
/** Text files come with their brotli and gzip forms (tools/rspack/precompress-plugin.ts), released with them. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
const FILE_PATH = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

export function isReleaseFolderName(folder: string): boolean {
  const at = folder.indexOf('@');
  return at > 0 && (AREA_NAMES as readonly string[]).includes(folder.slice(0, at)) && RELEASE_VERSION_PATTERN.test(folder.slice(at + 1));
}

/**
 * A release's files at /releases/<remote>@<version>/<file>: a release never changes, so every
 * file (its manifest included) is cached for a year, and the brotli or gzip form is sent as the
 * client accepts.
 */
export function serveReleases(app: FastifyInstance, store: ReleaseStore): void {
  app.get<{ Params: { folder: string; '*': string } }>('/releases/:folder/*', { schema: { hide: true } }, async (request, reply) => {
    const { folder, '*': file } = request.params;
    if (!isReleaseFolderName(folder) || !FILE_PATH.test(file) || file.split('/').some((part) => part === '..' || part === '.')) {
      return reply.code(404).send({ message: 'Not found' });
    }
    const key = `${folder}/${file}`;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encodings = COMPRESSIBLE.test(file) ? (['br', 'gzip'] as const).filter((encoding) => accepted.includes(encoding)) : [];
    for (const encoding of encodings) {
      const body = await store.get(`${key}.${encoding === 'br' ? 'br' : 'gz'}`);
      if (body) {
        reply.header('content-encoding', encoding);
        return sendFile(reply, file, body);
      }
    }
    const body = await store.get(key);
    if (!body) return reply.code(404).send({ message: 'Not found' });
    return sendFile(reply, file, body);
  });
}

function sendFile(reply: FastifyReply, file: string, body: Buffer) {
  const extension = file.slice(file.lastIndexOf('.') + 1);
  reply.header('cache-control', 'max-age=31536000, immutable');
  if (COMPRESSIBLE.test(file)) reply.header('vary', 'Accept-Encoding');
  return reply.type(CONTENT_TYPES[extension] ?? 'application/octet-stream').send(body);
}
