import { randomBytes } from 'node:crypto';
import { type CreatedIntegration, type Integration, type IntegrationUpdate, isMediaServerKind, MAX_INTEGRATIONS_PER_USER, type MediaServerCreate, MediaServerCreateSchema, MEDIA_SERVER_MESSAGES } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { conflict, invalid, notFound } from '../errors';
import { ownedBy } from '../auth/ownership';
import type { AuthUser } from '../auth/session-tokens';
import { countIntegrations, findIntegration, insertIntegration, type IntegrationRow, loadIntegration, toIntegration, updateIntegration } from './integrations.repository';
import { forgetHook, hashHookSecret } from './media-servers/hook-cache';

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
  forgetHook(db, integrationId);
  const changed = await loadIntegration(db, integrationId);
  if (!changed) throw notFound(MEDIA_SERVER_MESSAGES.notFound);
  return changed;
}
