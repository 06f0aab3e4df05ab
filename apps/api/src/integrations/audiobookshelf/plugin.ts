import fp from 'fastify-plugin';
import { type AudiobookshelfPoller, createAudiobookshelfPoller } from './audiobookshelf-poller';

declare module 'fastify' {
  interface FastifyInstance {
    audiobookshelfPoller: AudiobookshelfPoller;
  }
}

/** Polls the Audiobookshelf servers in every instance; the claim lets one instance poll each server per interval. */
export const audiobookshelfPollerPlugin = fp(
  async (app) => {
    const poller = createAudiobookshelfPoller(app.database.db, (error) => app.log.error({ err: error }, 'Audiobookshelf poll failed'));
    app.decorate('audiobookshelfPoller', poller);
    app.addHook('onReady', async () => poller.start());
    app.addHook('preClose', async () => poller.stop());
  },
  { name: 'audiobookshelf-poller', dependencies: ['database'] },
);
