import fp from 'fastify-plugin';
import { createLookup, type Lookup } from './lookup';

declare module 'fastify' {
  interface FastifyInstance {
    lookup: Lookup;
  }
}

/** The metadata look-up of Add Media and imports, configured from the environment (config/lookup.ts). */
export const lookupPlugin = fp(
  async (app) => {
    app.decorate('lookup', createLookup(app.config.lookup));
  },
  { name: 'lookup' },
);
