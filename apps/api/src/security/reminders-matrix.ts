import type { MatrixRow } from './matrix-row';

const SUBSCRIPTION = {
  endpoint: 'https://push.example.net/send/matrix-device',
  expirationTime: null,
  // A P-256 public key's 65 bytes and a 16-byte auth secret, base64url, as a browser gives them.
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
};

/** Release reminders: settings and push subscriptions are the caller's own; there is no id to reach another user's. */
export const REMINDER_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/api/v1/reminders', access: { kind: 'signed-in' }, success: 200, scenario: 'the caller’s own settings', request: () => ({ url: '/api/v1/reminders' }) },
  {
    method: 'PATCH',
    route: '/api/v1/reminders',
    access: { kind: 'signed-in' },
    success: 200,
    scenario: 'the caller’s own settings',
    request: () => ({ url: '/api/v1/reminders', payload: { weeklyMail: true, weekday: 3, push: true } }),
  },
  { method: 'GET', route: '/api/v1/push/public-key', access: { kind: 'signed-in' }, success: 200, request: () => ({ url: '/api/v1/push/public-key' }) },
  {
    method: 'POST',
    route: '/api/v1/push/subscriptions',
    access: { kind: 'signed-in' },
    success: 204,
    scenario: 'a device of the caller’s',
    request: () => ({ url: '/api/v1/push/subscriptions', payload: SUBSCRIPTION }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/push/subscriptions',
    access: { kind: 'signed-in' },
    success: 204,
    scenario: 'only the caller’s own device is removed',
    request: () => ({ url: '/api/v1/push/subscriptions', payload: { endpoint: SUBSCRIPTION.endpoint } }),
  },
];
