import type { Mail } from '../plugins/mail';
import type { DisabledEndpoint } from './deliveries.repository';

/** Tells an endpoint's owner it was disabled, why, and where to turn it back on. */
export function disabledMail(endpoint: DisabledEndpoint, publicUrl: string): Mail {
  return {
    to: endpoint.email,
    subject: 'A Shelfmark webhook endpoint was disabled',
    text: [
      `Hello ${endpoint.username},`,
      '',
      `Shelfmark stopped sending events to ${endpoint.url}.`,
      endpoint.reason,
      '',
      `Once the endpoint answers again, turn it back on under Apps and tokens on your profile: ${publicUrl}/account/${endpoint.userId}`,
    ].join('\n'),
  };
}
