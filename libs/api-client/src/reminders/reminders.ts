import { apiFetch } from '@shelfmark/api-client';
import type { PushSubscriptionJson, ReminderSettings, ReminderSettingsUpdate } from '@shelfmark/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const reminderKey = ['reminders'] as const;

/** GET /reminders: the user's release reminder settings. */
export async function getReminders(): Promise<ReminderSettings> {
  return apiFetch<ReminderSettings>('/reminders');
}

/** PATCH /reminders: the fields given change, the others stay. */
export async function updateReminders(change: ReminderSettingsUpdate): Promise<ReminderSettings> {
  return apiFetch<ReminderSettings>('/reminders', { method: 'PATCH', json: change });
}

/** GET /push/public-key: the server's VAPID key, base64url. */
export async function getPushPublicKey(): Promise<string> {
  return (await apiFetch<{ publicKey: string }>('/push/public-key')).publicKey;
}

/** POST /push/subscriptions: this device's PushSubscription JSON. */
export async function savePushSubscription(subscription: PushSubscriptionJson): Promise<void> {
  await apiFetch('/push/subscriptions', { method: 'POST', json: subscription });
}

/** DELETE /push/subscriptions: forgets this device. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiFetch('/push/subscriptions', { method: 'DELETE', json: { endpoint } });
}

export function useReminders() {
  return useQuery({ queryKey: reminderKey, queryFn: getReminders });
}

export function useUpdateReminders() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateReminders, onSuccess: (settings) => client.setQueryData(reminderKey, settings) });
}
