// Token builders for this lib's tests; apps and other libs use makeToken from @shelfmark/testing.

export function base64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function tokenWithPayload(payload: unknown): string {
  return [base64Url('{"alg":"HS256","typ":"JWT"}'), base64Url(JSON.stringify(payload)), 'c2lnbmF0dXJl'].join('.');
}

export const HOUR_FROM_NOW = Math.floor(Date.now() / 1000) + 3600;

export function tokenFor(userId: number, role: string, exp = HOUR_FROM_NOW): string {
  return tokenWithPayload({ sub: String(userId), role, iat: exp - 86_400, exp });
}
