import type { AreaName, Media } from '@shelfmark/contract';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routeManifestMismatches } from './route-manifest';

/**
 * The seam between the shell and a remote: what a remote's `./routes` module exports, as the
 * shell reads it (apps/shell/src/federation/remote-modules.ts, whose type a shell test holds
 * equal to this one). docs/adr/0044-compatibility-gate.md.
 */
export interface RemoteRoutesSeam {
  routes: RouteObject[];
  ready?: Promise<unknown>;
  ShelfStatus?: ComponentType<{ media: Pick<Media, 'mediaID' | 'title' | 'type' | 'publication'>; inline?: boolean }>;
}

const seamExports = new Set(['routes', 'ready', 'ShelfStatus']);

/**
 * How a remote's exposed `./routes` module misses the seam at runtime: no routes array, paths
 * other than the route manifest's for its area, a `ready` that is no promise, a ShelfStatus that
 * is no component, or exports the shell never reads (a rename the shell would not see). Empty when it fits.
 */
export function routesSeamMismatches(area: AreaName, exposed: RemoteRoutesSeam): string[] {
  // Typed as the seam, so a remote's typecheck catches a changed type; checked here as whatever arrived.
  const fields: Record<string, unknown> = { ...exposed };
  const { routes, ready, ShelfStatus } = fields;
  if (!Array.isArray(routes)) return ['./routes does not export a routes array'];
  const messages = routeManifestMismatches(area, routes as RouteObject[]);
  if (ready !== undefined && !(ready instanceof Promise)) messages.push('ready is exported but is not a promise');
  if (ShelfStatus !== undefined && typeof ShelfStatus !== 'function') messages.push('ShelfStatus is exported but is not a component');
  for (const name of Object.keys(fields)) if (!seamExports.has(name)) messages.push(`${name} is exported but the shell does not read it`);
  return messages;
}
