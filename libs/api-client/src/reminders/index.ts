export { deletePushSubscription, getPushPublicKey, getReminders, savePushSubscription, updateReminders, useReminders, useUpdateReminders } from './reminders';
