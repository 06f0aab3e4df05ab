import { z } from 'zod';
import { IsoDateTimeSchema } from '../date-schemas';
import { IdSchema } from '../entities/ids';

/** Events any user may subscribe to. */
export const USER_WEBHOOK_EVENTS = [
  'entry.added',
  'entry.removed',
  'entry.status_changed',
  'reading.started',
  'reading.finished',
  'entry.rated',
  'entry.reviewed',
  'import.finished',
] as const;
/** Events only librarians and admins (who handle the request queue) may subscribe to. */
export const STAFF_WEBHOOK_EVENTS = ['mediarequest.created', 'mediarequest.closed'] as const;
export const WEBHOOK_EVENTS = [...USER_WEBHOOK_EVENTS, ...STAFF_WEBHOOK_EVENTS] as const;
export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;
/** The event "Send a test event" delivers; never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const MAX_WEBHOOKS_PER_USER = 10;
/** Failures in a row after which an endpoint is disabled and its owner told. */
export const WEBHOOK_FAILURE_LIMIT = 20;
/** Deliveries each endpoint's log keeps. */
export const WEBHOOK_LOG_SIZE = 100;
export const WEBHOOK_TIMEOUT_MS = 5000;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter the endpoint as an http:// or https:// address',
  urlRefused:
    'This address points into a private network (loopback, link-local or private); the server does not allow that unless its operator sets WEBHOOK_ALLOW_PRIVATE_NETWORKS',
  urlUnresolvable: 'This address cannot be resolved',
  eventRequired: 'Choose at least one event',
  staffEvent: 'Only librarians and admins can subscribe to media request events',
  tooMany: `You can have at most ${MAX_WEBHOOKS_PER_USER} endpoints; delete one first`,
  notFound: 'Webhook endpoint not found',
  descriptionTooLong: `A description can be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`,
} as const;

const url = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_MESSAGES.urlInvalid)
  .refine((value) => {
    try {
      const parsed = new URL(value);
      return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
    } catch {
      return false;
    }
  }, WEBHOOK_MESSAGES.urlInvalid);
const events = z.array(WebhookEventSchema).min(1, WEBHOOK_MESSAGES.eventRequired).max(WEBHOOK_EVENTS.length);
const description = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_MESSAGES.descriptionTooLong);

/** Body of POST /webhooks. */
export const WebhookCreateSchema = z.object({ url, events, description: description.optional() }).strict();
export type WebhookCreate = z.input<typeof WebhookCreateSchema>;

/** Body of PATCH /webhooks/{webhookID}: enabled true re-enables a disabled endpoint and clears its failures. */
export const WebhookUpdateSchema = z
  .object({ url: url.optional(), events: events.optional(), description: description.optional(), enabled: z.boolean().optional() })
  .strict();
export type WebhookUpdate = z.input<typeof WebhookUpdateSchema>;

export const WebhookEndpointSchema = z.object({
  webhookID: IdSchema,
  url: z.string(),
  events: z.array(WebhookEventSchema),
  description: z.string(),
  enabled: z.boolean(),
  /** Why it was disabled (after WEBHOOK_FAILURE_LIMIT failures in a row), or null. */
  disabledReason: z.string().nullable(),
  failuresInARow: z.number().int(),
  created: IsoDateTimeSchema,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** Answer of POST /webhooks: the only time the signing secret (whsec_…) is shown. */
export const CreatedWebhookSchema = z.object({ endpoint: WebhookEndpointSchema, secret: z.string() });
export type CreatedWebhook = z.infer<typeof CreatedWebhookSchema>;

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

/** One attempt of one delivery, as the endpoint's log shows it (newest first, last WEBHOOK_LOG_SIZE). */
export const WebhookAttemptSchema = z.object({
  /** The webhook-id header: the same on every retry of one event. */
  messageID: z.string(),
  event: z.string(),
  attempt: z.number().int(),
  at: IsoDateTimeSchema,
  /** The receiver's status code, or null when no answer came (timeout, refused, DNS). */
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  /** The first characters of the answer, or what went wrong. */
  excerpt: z.string(),
  /** pending: will be retried at nextAttempt; delivered; failed: retries given up. */
  state: z.enum(DELIVERY_STATES),
  nextAttempt: IsoDateTimeSchema.nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;
