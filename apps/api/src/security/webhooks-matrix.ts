import type { FastifyInstance } from 'fastify';
import type { Account } from '../accounts/testing/accounts';
import { insertEndpoint } from '../webhooks/endpoints.repository';
import type { MatrixRow } from './matrix-row';

/** A public IP literal: creating needs no DNS, and the matrix never waits for a delivery. */
const URL = 'http://93.184.215.14/hook';

const endpointOf = async (app: FastifyInstance, account: Account) =>
  (await insertEndpoint(app.database.db, { userId: account.userId, url: URL, events: ['entry.added'], description: '', secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' })).webhookId;

/** Webhook endpoints: the caller's own, another user's answered as absent (ADR 0011). */
export const WEBHOOK_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/api/v1/webhooks', access: { kind: 'signed-in' }, success: 200, scenario: 'the caller’s own endpoints', request: () => ({ url: '/api/v1/webhooks' }) },
  {
    method: 'POST',
    route: '/api/v1/webhooks',
    access: { kind: 'signed-in' },
    success: 201,
    scenario: 'an endpoint of the caller’s own',
    request: () => ({ url: '/api/v1/webhooks', payload: { url: URL, events: ['entry.added'] } }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/webhooks/:webhookID',
    access: { kind: 'own' },
    success: 200,
    request: async ({ world, holdings }) => ({ url: `/api/v1/webhooks/${await endpointOf(world.app, holdings.account)}`, payload: { description: 'Renamed' } }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/webhooks/:webhookID',
    access: { kind: 'own' },
    success: 204,
    request: async ({ world, holdings }) => ({ url: `/api/v1/webhooks/${await endpointOf(world.app, holdings.account)}` }),
  },
  {
    method: 'GET',
    route: '/api/v1/webhooks/:webhookID/deliveries',
    access: { kind: 'own' },
    success: 200,
    request: async ({ world, holdings }) => ({ url: `/api/v1/webhooks/${await endpointOf(world.app, holdings.account)}/deliveries` }),
  },
  {
    method: 'POST',
    route: '/api/v1/webhooks/:webhookID/test',
    access: { kind: 'own' },
    success: 202,
    request: async ({ world, holdings }) => ({ url: `/api/v1/webhooks/${await endpointOf(world.app, holdings.account)}/test` }),
  },
];
