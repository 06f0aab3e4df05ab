import { z } from 'zod';

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export const WeekdaySchema = z.number().int().min(1, 'weekday must be 1 (Monday) to 7 (Sunday)').max(7, 'weekday must be 1 (Monday) to 7 (Sunday)');

/** A user's release reminders: both are off until they opt in. */
export const ReminderSettingsSchema = z.object({
  /** A mail on `weekday` listing the Watch List releases of the seven days from that day. */
  weeklyMail: z.boolean(),
  weekday: WeekdaySchema,
  /** A push notification on a release's day, to every device that subscribed. */
  push: z.boolean(),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

export const ReminderSettingsUpdateSchema = z.strictObject(ReminderSettingsSchema.shape).partial();
export type ReminderSettingsUpdate = z.infer<typeof ReminderSettingsUpdateSchema>;

/** The server's VAPID public key, for pushManager.subscribe's applicationServerKey. */
export const PushPublicKeySchema = z.object({ publicKey: z.string() });

const base64url = (name: string) => z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, `${name} must be base64url`);

/** A browser's PushSubscription as its toJSON() gives it. */
export const PushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(2000, 'endpoint must be at most 2000 characters')
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'endpoint must be an https URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url('keys.p256dh').max(200, 'keys.p256dh is too long'),
    auth: base64url('keys.auth').max(100, 'keys.auth is too long'),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = z.object({ endpoint: z.string().max(2000, 'endpoint must be at most 2000 characters') });

/** What a release-day push carries; the service worker shows it and opens `url` when clicked. */
export const PushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type PushPayload = z.infer<typeof PushPayloadSchema>;
