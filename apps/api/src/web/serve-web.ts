import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config, RemoteName } from '../config';
import { cacheHeadersFor } from './cache-headers';

const remoteNames: RemoteName[] = ['library', 'catalog', 'media', 'account'];

/**
 * Serves the built shell at / and each remote under /remotes/<name>/, `/remotes.json`
 * (where the shell finds the remotes at runtime), and index.html for any other page path
 * so deep links like /book/12 or /passwordreset/x load the app.
 */
export async function registerWeb(app: FastifyInstance, config: Pick<Config, 'webRoot' | 'remoteManifests'>): Promise<void> {
  const shellDir = join(config.webRoot, 'shell');
  const shellBuilt = existsSync(join(shellDir, 'index.html'));

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return config.remoteManifests;
  });

  if (shellBuilt) {
    await app.register(fastifyStatic, {
      root: shellDir,
      prefix: '/',
      index: 'index.html',
      cacheControl: false,
      setHeaders: (res, path) => cacheHeadersFor(path, false).forEach(([name, value]) => res.setHeader(name, value)),
    });
  }
  for (const name of remoteNames) {
    const dir = join(config.webRoot, name);
    if (!existsSync(dir)) continue;
    await app.register(fastifyStatic, {
      root: dir,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, path) => cacheHeadersFor(path, true).forEach(([header, value]) => res.setHeader(header, value)),
    });
  }

  const sendShell = (reply: FastifyReply) =>
    shellBuilt
      ? reply.header('Cache-Control', 'no-cache').sendFile('index.html', shellDir)
      : reply.code(503).type('text/plain').send('The web app is not built yet: run `npm start` or `npm run build`.');

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') {
      return reply.code(404).send({ message: `No route for ${request.method} ${path}` });
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    if (isPage && !path.startsWith('/remotes/')) return sendShell(reply);
    return reply.code(404).send({ message: 'Not found' });
  });
}
