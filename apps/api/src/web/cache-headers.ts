// Scripts and styles are named <name>.<hash>.js; other build assets (the barcode reader's .wasm) by their hash alone.
const hashedAsset = /(\.[0-9a-f]{8}\.(js|css)|\/[0-9a-f]{16}\.wasm)(\.(br|gz))?$/;

/** A file named by its content hash (main.1a2b3c4d.js, 0123456789abcdef.wasm): it never changes. */
export const isHashedAsset = (path: string) => hashedAsset.test(path);
/** Files that exist in brotli and gzip forms beside them (tools/rspack/precompress-plugin.ts). */
const textFile = /\.(js|mjs|css|html|json|svg|txt|webmanifest|wasm)(\.(br|gz))?$/;

/**
 * Content-hashed files (remoteEntry included) never change, so browsers keep them a year (no
 * `public`: they are fetched without credentials, so shared caches may keep them anyway);
 * entry files (index.html, mf-manifest.json) must be revalidated so a redeployed remote
 * reaches users on their next load. Text files come in several encodings, so caches key them
 * by Accept-Encoding. Remote files may be loaded by a shell on another origin.
 */
export function cacheHeadersFor(path: string, crossOrigin: boolean): [string, string][] {
  const headers: [string, string][] = [
    ['Cache-Control', isHashedAsset(path) ? 'max-age=31536000, immutable' : 'no-cache'],
  ];
  if (textFile.test(path)) headers.push(['Vary', 'Accept-Encoding']);
  if (crossOrigin) {
    headers.push(['Access-Control-Allow-Origin', '*'], ['Cross-Origin-Resource-Policy', 'cross-origin']);
  }
  return headers;
}
