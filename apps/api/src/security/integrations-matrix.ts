import type { FastifyInstance } from 'fastify';
import type { Account } from '../accounts/testing/accounts';
import { insertPlay } from '../integrations/media-servers/plays.repository';
import { fixture, mediaServerOf } from '../integrations/testing/media-servers';
import type { MatrixRow } from './matrix-row';

const integrationOf = async (app: FastifyInstance, account: Account) => (await mediaServerOf(app, account.userId, 'jellyfin')).integrationId;

/** A play of an unknown film waiting in a fresh integration's inbox. */
async function waitingPlay(app: FastifyInstance, account: Account) {
  const integrationId = await integrationOf(app, account);
  const playId = await insertPlay(app.database.db, {
    integrationId,
    userId: account.userId,
    state: 'inbox',
    action: 'watched',
    mediaType: 'movie',
    title: 'A Film Nobody Has',
    serverUser: 'ana',
    playedAt: new Date('2026-11-20T21:00:00Z'),
    dedupeKey: `matrix:${integrationId}`,
  });
  return { integrationId, playId };
}

/** A notification the receiver takes and records nothing for: Jellyfin's Playback Start. */
const playbackStart = () => ({ ...fixture('jellyfin-movie-complete'), NotificationType: 'PlaybackStart' });

/**
 * Integrations: the session's only (tokens are refused, see access/token-scopes.ts), another
 * user's answered as absent (ADR 0011); the receiver is public, authenticated by the secret in
 * its address.
 */
export const INTEGRATION_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/api/v1/integrations', access: { kind: 'signed-in' }, success: 200, scenario: 'the caller’s own integrations', request: () => ({ url: '/api/v1/integrations' }) },
  {
    method: 'POST',
    route: '/api/v1/integrations',
    access: { kind: 'signed-in' },
    success: 201,
    scenario: 'an integration of the caller’s own',
    request: () => ({ url: '/api/v1/integrations', payload: { kind: 'jellyfin', name: 'Living room', settings: { serverUsers: ['ana'] } } }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/integrations/:integrationID',
    access: { kind: 'own' },
    success: 200,
    request: async ({ world, holdings }) => ({ url: `/api/v1/integrations/${await integrationOf(world.app, holdings.account)}`, payload: { name: 'Renamed', paused: true } }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/integrations/:integrationID',
    access: { kind: 'own' },
    success: 204,
    request: async ({ world, holdings }) => ({ url: `/api/v1/integrations/${await integrationOf(world.app, holdings.account)}` }),
  },
  {
    method: 'GET',
    route: '/api/v1/integrations/:integrationID/inbox',
    access: { kind: 'own' },
    success: 200,
    request: async ({ world, holdings }) => ({ url: `/api/v1/integrations/${await integrationOf(world.app, holdings.account)}/inbox` }),
  },
  {
    method: 'POST',
    route: '/api/v1/integrations/:integrationID/inbox/:itemID/resolve',
    access: { kind: 'own' },
    success: 200,
    scenario: 'a play waiting in the inbox',
    request: async ({ world, holdings }) => {
      const { integrationId, playId } = await waitingPlay(world.app, holdings.account);
      return { url: `/api/v1/integrations/${integrationId}/inbox/${playId}/resolve`, payload: { action: 'skip' } };
    },
  },
  {
    method: 'GET',
    route: '/api/v1/integrations/history/:usermediaID',
    access: { kind: 'own' },
    success: 200,
    request: ({ holdings }) => ({ url: `/api/v1/integrations/history/${holdings.usermediaId}` }),
  },
  {
    method: 'POST',
    route: '/api/v1/integrations/hooks/:integrationID/:secret',
    access: { kind: 'public' },
    success: 200,
    scenario: 'with the address’s secret, whoever calls',
    request: async ({ world, holdings }) => ({ url: (await mediaServerOf(world.app, holdings.account.userId, 'jellyfin')).path, payload: playbackStart() }),
  },
];
