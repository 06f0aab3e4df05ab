import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { StorybookConfig } from '../config/config';
import { pageViewer } from './page-viewer';

export const STORYBOOK_PREFIX = '/storybook';

/** The inline scripts of the build's pages (Storybook's bootstrap globals), as CSP hashes. */
export function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(join(dir, file), 'utf8');
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\bsrc\s*=/i.test(attributes ?? '') || !body) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The policy for Storybook's pages, in place of the app's: its pages run a few inline scripts
 * (allowed by their hashes, nothing else inline), the manager (index.html) frames the preview
 * (iframe.html) from the same origin, and its UI injects styles (emotion) and draws data: images.
 */
export function storybookPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const staff = (role: string) => role === 'admin' || role === 'librarian';

/**
 * The designers' Storybook (the static build of libs/design-system) at /storybook/, for the
 * viewers STORYBOOK_ACCESS lets in: `staff` (the default) admins and librarians signed in in
 * this browser, `public` anyone, `off` no one. Anyone else gets the same 404 as for a path that
 * does not exist, so whether it is there says nothing (docs/adr/0045-designers-storybook.md).
 */
export async function registerStorybook(app: FastifyInstance, config: { storybook: StorybookConfig }): Promise<void> {
  const { access, dir } = config.storybook;
  if (access === 'off') return;
  if (!existsSync(join(dir, 'index.html'))) {
    app.log.info(`No Storybook build in ${dir}: /storybook/ answers 404 (npm start builds it)`);
    return;
  }
  const policy = storybookPolicy(inlineScriptHashes(dir));
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (access === 'staff') {
        const viewer = await pageViewer(request);
        if (!viewer || !staff(viewer.role)) return reply.code(404).send({ message: 'Not found' });
      }
      reply.raw.setHeader('content-security-policy', policy);
      reply.raw.setHeader('x-frame-options', 'SAMEORIGIN');
      return undefined;
    });
    await scope.register(fastifyStatic, {
      root: dir,
      prefix: `${STORYBOOK_PREFIX}/`,
      index: false,
      acceptRanges: false,
      cacheControl: false,
      // Not for shared caches: who may see it depends on the viewer.
      setHeaders: (res) => res.setHeader('cache-control', 'private, no-cache'),
    });
    // The manager's page. Its files are named relative to /storybook/, so /storybook (the same
    // route, with the router's ignoreTrailingSlash) is sent there first.
    scope.get(`${STORYBOOK_PREFIX}/`, { schema: { hide: true } }, (request, reply) => {
      const [path, query] = request.url.split('?');
      if (!path?.endsWith('/')) return reply.redirect(`${STORYBOOK_PREFIX}/${query === undefined ? '' : `?${query}`}`, 301);
      return reply.sendFile('index.html');
    });
  });
}
