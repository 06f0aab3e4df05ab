import { may, USER_WEBHOOK_EVENTS, WEBHOOK_EVENTS, type Role, type WebhookEvent } from '@shelfmark/contract';

/** The events a role may subscribe to: media request events only for those who handle the request queue, as the server allows. */
export function eventsFor(role: Role | null): readonly WebhookEvent[] {
  return may(role, 'closeMediaRequests') ? WEBHOOK_EVENTS : USER_WEBHOOK_EVENTS;
}
