import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type CreatedIntegration, type Integration, type IntegrationUpdate, isMediaServerKind, MAX_INTEGRATIONS_PER_USER, type MediaServerCreate, MediaServerCreateSchema, MEDIA_SERVER_MESSAGES } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { conflict, invalid, notFound } from '../errors';
import { ownedBy } from '../auth/ownership';
import type { AuthUser } from '../auth/session-tokens';
import { countIntegrations, findIntegration, insertIntegration, type IntegrationRow, loadIntegration, toIntegration, updateIntegration } from './integrations.repository';

/** SHA-256 in hex: the secret is 256 random bits, so a fast hash leaves nothing to guess (as for tokens, ADR 0031). */
export const hashHookSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The receiving address of a media server integration, with its secret. */
export const hookUrl = (origin: string, integrationId: number, secret: string) => `${origin}/api/v1/integrations/hooks/${integrationId}/${secret}`;

export async function requireOwnIntegration(db: Db, integrationId: number, viewer: AuthUser): Promise<IntegrationRow> {
  return ownedBy(await findIntegration(db, integrationId), viewer, MEDIA_SERVER_MESSAGES.notFound);
}

/**
 * A new media server integration: its secret is made here and answered in the address this
 * once; only its hash is kept. At most MAX_INTEGRATIONS_PER_USER of every kind together.
 */
export async function createMediaServer(db: Db, viewer: AuthUser, body: MediaServerCreate, origin: string): Promise<CreatedIntegration> {
  const parsed = MediaServerCreateSchema.parse(body);
  if ((await countIntegrations(db, viewer.userId)) >= MAX_INTEGRATIONS_PER_USER) throw conflict(MEDIA_SERVER_MESSAGES.tooMany(MAX_INTEGRATIONS_PER_USER));
  const secret = randomBytes(32).toString('base64url');
  const row = await insertIntegration(db, { userId: viewer.userId, kind: parsed.kind, name: parsed.name, settings: parsed.settings, secretHash: hashHookSecret(secret) });
  return { ...toIntegration(row), hookUrl: hookUrl(origin, row.integrationId, secret) };
}

/** Rename, pause or resume any kind; settings are a media server's only. */
export async function changeIntegration(db: Db, viewer: AuthUser, integrationId: number, body: IntegrationUpdate): Promise<Integration> {
  const row = await requireOwnIntegration(db, integrationId, viewer);
  if (body.settings !== undefined && !isMediaServerKind(row.kind)) throw invalid(`A ${row.kind} integration keeps its settings elsewhere`);
  await updateIntegration(db, integrationId, { name: body.name, settings: body.settings, paused: body.paused });
  const changed = await loadIntegration(db, integrationId);
  if (!changed) throw notFound(MEDIA_SERVER_MESSAGES.notFound);
  return changed;
}

const DECOY = hashHookSecret('no integration has this secret');

/**
 * The media server integration an address names, when its secret is right; null otherwise,
 * whether the id is unknown, of another kind or the secret wrong (the caller answers 404 alike).
 * The hashes are compared in constant time, and a decoy is compared when there is no row.
 */
export async function integrationOfHook(db: Db, idText: string, secret: string): Promise<IntegrationRow | null> {
  const integrationId = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
  const row = integrationId === null ? undefined : await findIntegration(db, integrationId);
  const expected = Buffer.from(row?.secretHash ?? DECOY, 'hex');
  const given = Buffer.from(hashHookSecret(secret), 'hex');
  const same = timingSafeEqual(expected, given);
  return row && same && row.secretHash !== null && isMediaServerKind(row.kind) ? row : null;
}
