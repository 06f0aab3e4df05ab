import {
  type CreatedWebhook,
  may,
  MAX_WEBHOOKS_PER_USER,
  STAFF_WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  type WebhookCreate,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhookUpdate,
} from '@shelfmark/contract';
import type { Db } from '../db/db';
import { conflict, invalid } from '../errors';
import { ownedBy } from '../auth/ownership';
import { findRole } from '../auth/roles';
import type { AuthUser } from '../auth/session-tokens';
import { countEndpoints, type EndpointRow, findEndpoint, insertEndpoint, toEndpoint, updateEndpoint } from './endpoints.repository';
import { newWebhookSecret } from './signature';
import { checkTarget } from './target-address';

/** Another user's endpoint is answered as an absent one (ADR 0011). */
export async function requireOwnEndpoint(db: Db, webhookId: number, viewer: AuthUser): Promise<EndpointRow> {
  return ownedBy(await findEndpoint(db, webhookId), viewer, WEBHOOK_MESSAGES.notFound);
}

async function checkUrl(url: string, allowPrivate: boolean): Promise<void> {
  const target = await checkTarget(url, allowPrivate);
  if (target === 'refused') throw invalid(WEBHOOK_MESSAGES.urlRefused);
  if (target === 'unresolvable') throw invalid(WEBHOOK_MESSAGES.urlUnresolvable);
}

/** Media request events are for those who handle the queue, by the role the database has now. */
async function checkEvents(db: Db, viewer: AuthUser, events: WebhookEvent[]): Promise<void> {
  const staffOnly = events.some((event) => (STAFF_WEBHOOK_EVENTS as readonly string[]).includes(event));
  if (staffOnly && !may(await findRole(db, viewer.userId), 'closeMediaRequests')) throw invalid(WEBHOOK_MESSAGES.staffEvent);
}

const distinct = (events: WebhookEvent[]) => [...new Set(events)];

export async function createEndpoint(db: Db, viewer: AuthUser, body: WebhookCreate, allowPrivate: boolean): Promise<CreatedWebhook> {
  const events = distinct(body.events);
  await checkEvents(db, viewer, events);
  if ((await countEndpoints(db, viewer.userId)) >= MAX_WEBHOOKS_PER_USER) throw conflict(WEBHOOK_MESSAGES.tooMany);
  await checkUrl(body.url.trim(), allowPrivate);
  const secret = newWebhookSecret();
  const row = await insertEndpoint(db, { userId: viewer.userId, url: body.url.trim(), events, description: body.description?.trim() ?? '', secret });
  return { endpoint: toEndpoint(row), secret };
}

export async function changeEndpoint(db: Db, viewer: AuthUser, webhookId: number, body: WebhookUpdate, allowPrivate: boolean): Promise<WebhookEndpoint> {
  await requireOwnEndpoint(db, webhookId, viewer);
  const events = body.events && distinct(body.events);
  if (events) await checkEvents(db, viewer, events);
  const url = body.url?.trim();
  if (url !== undefined) await checkUrl(url, allowPrivate);
  const row = await updateEndpoint(db, webhookId, {
    ...(url === undefined ? {} : { url }),
    ...(events === undefined ? {} : { events }),
    ...(body.description === undefined ? {} : { description: body.description.trim() }),
    ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
  });
  return toEndpoint(row);
}
