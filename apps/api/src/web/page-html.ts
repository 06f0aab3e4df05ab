import { type AreaName, NOINDEX_DIRECTIVES, REMOTE_LOCATIONS_ELEMENT_ID, type RouteId } from '@shelfmark/contract';
import { shellStartFiles } from './build-manifests';
import { preloadLink } from './preload-links';
import type { WebBuildsSnapshot } from './web-builds';
import type { RemoteLocation } from './remote-locations';

/** Which placeholder the page's HTML draws until the app renders (apps/shell/src/index.html): Home's sections, or the frame alone. */
export type PageSkeleton = 'home' | 'frame';

export interface PageVariant {
  /** The remote that renders the page, undefined for the not-found page. */
  remote: AreaName | undefined;
  /** The page's route, whose screen the remote may load on its own. */
  route: RouteId | undefined;
  skeleton: PageSkeleton;
  /** A page for whoever has its link, not for search engines (a share link's page). */
  noindex?: boolean;
}

/** The key pages of one variant share, so each variant is built and compressed once per build. */
export const variantKey = (variant: PageVariant) =>
  `${variant.remote ?? '-'}:${variant.route ?? '-'}:${variant.skeleton}${variant.noindex ? ':noindex' : ''}`;

/**
 * `/remotes.json` as a data block in the page: a `type="application/json"` script is never run
 * (the Content-Security-Policy, which allows no inline script, has nothing to say about it), and
 * the shell learns where the remotes live without a request of its own.
 */
export function remoteLocationsBlock(remoteManifests: Record<string, RemoteLocation>): string {
  // `<` escaped so no value can close the element.
  const json = JSON.stringify(remoteManifests).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${REMOTE_LOCATIONS_ELEMENT_ID}">${json}</script>`;
}

/**
 * The shell's index.html with preload links for everything the page will fetch before it can
 * render (the shell's bootstrap and the shared packages the page uses, then the page's remote:
 * manifest, entry, exposed chunks, and the screen of the page's route when the remote loads it
 * on its own), so the browser fetches them at once instead of one round trip after another,
 * the skeleton the page draws while they arrive, and where the remotes live.
 */
export function renderPage(snapshot: WebBuildsSnapshot, variant: PageVariant, remoteManifests: Record<string, RemoteLocation> = {}): string | undefined {
  const shell = snapshot.shell;
  if (!shell) return undefined;
  const remote = variant.remote && snapshot.remotes[variant.remote];
  const [manifest, ...remoteFiles] = remote?.urls ?? [];
  // A remote's scripts and stylesheet are prefetched (into the HTTP cache), not preloaded: Chromium
  // hands a preload that failed (the remote down, a 404) to the page's later request for the same
  // file, so Retry would fail again until a reload; a failed prefetch is simply not cached.
  const routeFiles = (variant.route && remote?.routes[variant.route]) || [];
  // Without the page's remote (none, or its manifest unreadable) nothing says what it uses: every provided package.
  const remoteConsumes = variant.remote ? remote?.consumes : [];
  const links = [
    ...shellStartFiles(shell.start, remoteConsumes).map((url) => preloadLink(url)),
    ...(manifest ? [preloadLink(manifest)] : []),
    ...[...remoteFiles, ...routeFiles].map((url) => preloadLink(url, 'prefetch')),
  ].join('');
  const robots = variant.noindex ? `<meta name="robots" content="${NOINDEX_DIRECTIVES}">` : '';
  return shell.template.replace('</head>', `${robots}${links}${remoteLocationsBlock(remoteManifests)}</head>`).replace('<div id="root">', `<div id="root" data-skeleton="${variant.skeleton}">`);
}
