import {
  MAX_WEBHOOKS_PER_USER,
  may,
  STAFF_WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  WebhookCreateSchema,
  WebhookUpdateSchema,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb, nextId, type MockWebhook } from '../db/mock-db';
import { apiPath, errorResponse, idOf, noContent, parseJsonBody, requireCaller, type Caller } from './respond';

const STAFF_EVENTS: readonly WebhookEvent[] = STAFF_WEBHOOK_EVENTS;

function shown({ userID: _userID, ...endpoint }: MockWebhook): WebhookEndpoint {
  return endpoint;
}

/** The caller's endpoint of the path, or the 401 or 404 the API answers. */
function ownWebhook(request: Request, id: string | readonly string[] | undefined): { who: Caller; webhook: MockWebhook } | Response {
  const who = requireCaller(request);
  if (who instanceof Response) return who;
  const webhook = mockDb.webhooks.find((item) => item.webhookID === idOf(id) && item.userID === who.userID);
  return webhook ? { who, webhook } : errorResponse(404, WEBHOOK_MESSAGES.notFound);
}

const staffOnly = (who: Caller, events: readonly WebhookEvent[] | undefined) =>
  !may(who.role, 'closeMediaRequests') && (events ?? []).some((event) => STAFF_EVENTS.includes(event));

/** Webhook endpoints: list, create (the signing secret answered once), change or re-enable, delete, the delivery log, a test event. */
export const webhookHandlers = [
  http.get(apiPath('/webhooks'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    return HttpResponse.json(mockDb.webhooks.filter((webhook) => webhook.userID === who.userID).map(shown));
  }),

  http.post(apiPath('/webhooks'), async ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const body = await parseJsonBody(request, WebhookCreateSchema);
    if ('message' in body) return errorResponse(400, body.message);
    if (staffOnly(who, body.data.events)) return errorResponse(400, WEBHOOK_MESSAGES.staffEvent);
    if (mockDb.webhooks.filter((webhook) => webhook.userID === who.userID).length >= MAX_WEBHOOKS_PER_USER) return errorResponse(409, WEBHOOK_MESSAGES.tooMany);
    const webhook: MockWebhook = {
      userID: who.userID,
      webhookID: nextId(),
      url: body.data.url,
      events: body.data.events,
      description: body.data.description ?? '',
      enabled: true,
      disabledReason: null,
      failuresInARow: 0,
      created: new Date().toISOString(),
    };
    mockDb.webhooks.push(webhook);
    return HttpResponse.json({ endpoint: shown(webhook), secret: `whsec_${btoa(`secret-of-${webhook.webhookID}`)}` }, { status: 201 });
  }),

  http.patch(apiPath('/webhooks/:webhookID'), async ({ request, params }) => {
    const own = ownWebhook(request, params['webhookID']);
    if (own instanceof Response) return own;
    const body = await parseJsonBody(request, WebhookUpdateSchema);
    if ('message' in body) return errorResponse(400, body.message);
    if (staffOnly(own.who, body.data.events)) return errorResponse(400, WEBHOOK_MESSAGES.staffEvent);
    const { enabled, ...change } = body.data;
    Object.assign(own.webhook, change, enabled ? { enabled: true, disabledReason: null, failuresInARow: 0 } : {}, enabled === false ? { enabled: false } : {});
    return HttpResponse.json(shown(own.webhook));
  }),

  http.delete(apiPath('/webhooks/:webhookID'), ({ request, params }) => {
    const own = ownWebhook(request, params['webhookID']);
    if (own instanceof Response) return own;
    mockDb.webhooks = mockDb.webhooks.filter((item) => item !== own.webhook);
    mockDb.webhookAttempts.delete(own.webhook.webhookID);
    return noContent();
  }),

  http.get(apiPath('/webhooks/:webhookID/deliveries'), ({ request, params }) => {
    const own = ownWebhook(request, params['webhookID']);
    if (own instanceof Response) return own;
    return HttpResponse.json(mockDb.webhookAttempts.get(own.webhook.webhookID) ?? []);
  }),

  // The mock delivers at once: the log shows the test event as the receiver's 200.
  http.post(apiPath('/webhooks/:webhookID/test'), ({ request, params }) => {
    const own = ownWebhook(request, params['webhookID']);
    if (own instanceof Response) return own;
    const log = mockDb.webhookAttempts.get(own.webhook.webhookID) ?? [];
    const attempt = {
      messageID: `msg_${nextId()}`,
      event: WEBHOOK_TEST_EVENT,
      attempt: 1,
      at: new Date().toISOString(),
      statusCode: 200,
      latencyMs: 12,
      excerpt: 'ok',
      state: 'delivered' as const,
      nextAttempt: null,
    };
    mockDb.webhookAttempts.set(own.webhook.webhookID, [attempt, ...log]);
    return new HttpResponse(null, { status: 202 });
  }),
];
