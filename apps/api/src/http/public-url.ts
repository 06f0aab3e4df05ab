/** PUBLIC_URL without a trailing slash, to put paths after. */
export const trimSlash = (url: string) => url.replace(/\/+$/, '');
