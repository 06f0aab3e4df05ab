import type { FederationManifest } from './build-manifests';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const DUMMY_ORIGIN = 'http://same-origin.invalid';

/**
 * Where a remote's files are, from where its manifest is: the manifest's own `publicPath`
 * when the remote was built with one, else (`auto`) the manifest's folder. Keeps a
 * same-origin location a path, e.g. `/remotes/library/`.
 */
export function remoteBaseUrl(manifestUrl: string, manifest: FederationManifest): string {
  const declared = manifest.metaData.publicPath;
  const manifestAt = new URL(manifestUrl, DUMMY_ORIGIN);
  const base = declared && declared !== 'auto' ? new URL(declared, manifestAt) : new URL('.', manifestAt);
  return base.origin === DUMMY_ORIGIN ? base.pathname : base.href;
}

export const joinUrl = (base: string, file: string) => `${base.replace(/\/?$/, '/')}${file.replace(/^\//, '')}`;

/**
 * One `<link rel="preload">` per file. The apps' chunks are classic scripts (loaded by script
 * tags, not as ES modules), so `modulepreload` would fetch them a second time; `as` and the
 * CORS mode match the request the page makes later, so the browser reuses the response: the
 * federation runtime reads a manifest with `fetch()` (CORS), and loads scripts and
 * stylesheets without a `crossorigin` attribute.
 */
export function preloadLink(url: string, rel: 'preload' | 'prefetch' = 'preload'): string {
  const href = escapeAttribute(url);
  const path = url.split(/[?#]/)[0]!;
  if (path.endsWith('.json')) return `<link rel="${rel}" href="${href}" as="fetch" crossorigin>`;
  if (path.endsWith('.css')) return `<link rel="${rel}" href="${href}" as="style">`;
  return `<link rel="${rel}" href="${href}" as="script">`;
}
