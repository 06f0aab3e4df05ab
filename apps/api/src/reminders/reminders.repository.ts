import type { PushSubscriptionJson, ReminderSettings, ReminderSettingsUpdate } from '@shelfmark/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { pushSubscriptions, reminderSettings } from '../db/schema';

export const DEFAULT_SETTINGS: ReminderSettings = { weeklyMail: false, weekday: 1, push: false };

export async function findSettings(db: Db, userId: number): Promise<ReminderSettings> {
  const [row] = await db
    .select({ weeklyMail: reminderSettings.weeklyMail, weekday: reminderSettings.weekday, push: reminderSettings.push })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  return row ?? DEFAULT_SETTINGS;
}

export async function updateSettings(db: Db, userId: number, change: ReminderSettingsUpdate): Promise<ReminderSettings> {
  const next = { ...(await findSettings(db, userId)), ...change };
  await db
    .insert(reminderSettings)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...next, updatedAt: sql`now()` } });
  return next;
}

export interface StoredSubscription {
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A device's subscription; an endpoint subscribed before (the same browser, maybe another account) is taken over. */
export async function saveSubscription(db: Db, userId: number, subscription: Pick<PushSubscriptionJson, 'endpoint' | 'keys'>): Promise<void> {
  const values = { userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: sql`now()` } });
}

/** Answers whether the user had that subscription. */
export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.subscriptionId });
  return rows.length > 0;
}

export async function subscriptionsOf(db: Db, userId: number): Promise<StoredSubscription[]> {
  return db
    .select({ subscriptionId: pushSubscriptions.subscriptionId, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/** The push service said the subscription is gone (404/410). */
export async function removeSubscription(db: Db, subscriptionId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.subscriptionId, subscriptionId));
}
