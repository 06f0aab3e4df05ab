import Fastify, { type FastifyInstance } from 'fastify';

/**
 * A local stand-in speaking Audiobookshelf's API as its source defines it
 * (advplyr/audiobookshelf): GET /api/me answers the user with `mediaProgress`, each entry
 * MediaProgress.toJSON (server/objects/user/MediaProgress.js: id, libraryItemId, episodeId,
 * duration, progress 0-1, currentTime, isFinished, hideFromContinueListening, lastUpdate,
 * startedAt, finishedAt); GET /api/items/:id answers the library item, its book metadata under
 * media.metadata (title, authorName, isbn, asin); a missing or wrong Bearer token is a 401.
 */
export interface StandInItem {
  id: string;
  title: string;
  authorName: string;
  isbn?: string | null;
  asin?: string | null;
}

export interface StandInProgress {
  libraryItemId: string;
  episodeId?: string;
  progress: number;
  isFinished?: boolean;
  lastUpdate?: number;
}

export interface AudiobookshelfStandIn {
  url: string;
  token: string;
  items: Map<string, StandInItem>;
  progress: StandInProgress[];
  /** How many times each path was asked. */
  calls: Map<string, number>;
  /** Answer every call with this status instead (a server down behind a proxy, a revoked token). */
  failWith: number | null;
  close(): Promise<void>;
}

const DURATION = 36_000;

export async function startAudiobookshelfStandIn(token = 'abs-api-token-for-tests'): Promise<AudiobookshelfStandIn> {
  const app: FastifyInstance = Fastify({ logger: false });
  const standIn: Omit<AudiobookshelfStandIn, 'url' | 'close'> = { token, items: new Map(), progress: [], calls: new Map(), failWith: null };
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    standIn.calls.set(path, (standIn.calls.get(path) ?? 0) + 1);
    if (standIn.failWith !== null) return reply.code(standIn.failWith).send('Unavailable');
    if (request.headers.authorization !== `Bearer ${standIn.token}`) return reply.code(401).send('Unauthorized');
  });
  app.get('/api/me', async () => ({
    id: 'usr_1',
    username: 'listener',
    type: 'user',
    mediaProgress: standIn.progress.map((entry) => ({
      id: entry.episodeId ? `${entry.libraryItemId}-${entry.episodeId}` : entry.libraryItemId,
      libraryItemId: entry.libraryItemId,
      episodeId: entry.episodeId ?? null,
      duration: DURATION,
      progress: entry.progress,
      currentTime: entry.progress * DURATION,
      isFinished: entry.isFinished ?? false,
      hideFromContinueListening: false,
      lastUpdate: entry.lastUpdate ?? 1_764_000_000_000,
      startedAt: 1_763_000_000_000,
      finishedAt: entry.isFinished ? (entry.lastUpdate ?? 1_764_000_000_000) : null,
    })),
  }));
  app.get<{ Params: { id: string } }>('/api/items/:id', async (request, reply) => {
    const item = standIn.items.get(request.params.id);
    if (!item) return reply.code(404).send('Not Found');
    return {
      id: item.id,
      libraryId: 'lib_1',
      mediaType: 'book',
      media: {
        id: `book_${item.id}`,
        metadata: { title: item.title, subtitle: null, authorName: item.authorName, narratorName: 'A Narrator', isbn: item.isbn ?? null, asin: item.asin ?? null, language: 'en' },
        duration: DURATION,
      },
    };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return Object.assign(standIn, { url, close: () => app.close() });
}
