const hashedAsset = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * Content-hashed files never change, so browsers keep them a year; entry files
 * (index.html, remoteEntry.js, mf-manifest.json) must be revalidated so a redeployed
 * remote reaches users on their next load. Remote files may be loaded by a shell on
 * another origin.
 */
export function cacheHeadersFor(path: string, crossOrigin: boolean): [string, string][] {
  const headers: [string, string][] = [
    ['Cache-Control', hashedAsset.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'],
  ];
  if (crossOrigin) {
    headers.push(['Access-Control-Allow-Origin', '*'], ['Cross-Origin-Resource-Policy', 'cross-origin']);
  }
  return headers;
}
