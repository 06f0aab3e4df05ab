import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: the headers would outweigh what compression saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Answers up to this size are compressed in one synchronous call: on two cores the plugin's
 * default (8 KB there) sent a 10-entry library page (11 KB) through a zlib stream and the
 * thread pool, which cost more than the compression itself (docs/adr/0022-wire.md).
 */
export const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

/**
 * Compresses each answer of the routes registered after it in this scope, brotli or gzip as
 * the client accepts, above 1 KB. Brotli at quality 4 (the plugin's default): about gzip's
 * speed for a smaller result; the highest qualities are for files compressed once at build
 * time, not per request. Request bodies are not decompressed: the API never took compressed
 * uploads, and accepting them would let a small body expand past the body limit's intent.
 */
export async function registerCompression(scope: FastifyInstance): Promise<void> {
  await scope.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
