import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** A response body made once with its brotli and gzip forms, for answers the server builds itself (the page, remotes.json). */
export interface CompressedBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Hash of the identity body; each form's ETag adds its encoding. */
  hash: string;
}

/** Compressed at the highest levels once, when the body changes, never per request. */
export function compressBody(content: string | Buffer): CompressedBody {
  const identity = Buffer.isBuffer(content) ? content : Buffer.from(content);
  const br = brotliCompressSync(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
  const gzip = gzipSync(identity, { level: constants.Z_BEST_COMPRESSION });
  return {
    identity,
    br: br.length < identity.length ? br : undefined,
    gzip: gzip.length < identity.length ? gzip : undefined,
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
  };
}

/** The encoding to answer with, by the client's Accept-Encoding (brotli first), among the forms the body has. */
export function chooseEncoding(acceptEncoding: string | undefined, body: CompressedBody): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const offered = (['br', 'gzip'] as const).filter((encoding) => body[encoding]);
  return negotiate(acceptEncoding.replace(/\*/g, 'gzip'), [...offered]) ?? undefined;
}

const etagOf = (body: CompressedBody, encoding: ContentEncoding | undefined) => `"${body.hash}${encoding ? `-${encoding}` : ''}"`;

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Sends the form the client accepts, revalidated on every use (`no-cache`) by its ETag: 304 when unchanged. */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: CompressedBody, contentType: string): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding'], body);
  const etag = etagOf(body, encoding);
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('ETag', etag).type(contentType);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.code(200).send(encoding ? body[encoding] : body.identity);
}
