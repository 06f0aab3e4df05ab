/** PUBLIC_URL without a trailing slash, to put paths after. */
export const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** What a request says about where it was sent: its protocol and Host (X-Forwarded-* when the proxy is trusted). */
export interface RequestAddress {
  protocol: string;
  host: string;
}

/**
 * The address links shown to a user start with: PUBLIC_URL when it is set, otherwise the
 * address the user reached the app at (a LAN address, a tunnel, a port of their choosing);
 * a Host that makes no address falls back to the default. Mail has no request to go by and
 * always uses PUBLIC_URL.
 */
export function shownAddress(config: { publicUrl: string; publicUrlSet: boolean }, request: RequestAddress): string {
  if (config.publicUrlSet) return trimSlash(config.publicUrl);
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return trimSlash(config.publicUrl);
    return url.origin;
  } catch {
    return trimSlash(config.publicUrl);
  }
}
