import { may, USER_WEBHOOK_EVENTS, WEBHOOK_EVENTS, type Role, type WebhookEvent } from '@shelfmark/contract';

/**
 * The events a role may subscribe to: media request events only for those who handle the request
 * queue (the server refuses them to anyone else, and a 403 would sign the user out).
 */
export function eventsFor(role: Role | null): readonly WebhookEvent[] {
  return may(role, 'closeMediaRequests') ? WEBHOOK_EVENTS : USER_WEBHOOK_EVENTS;
}
