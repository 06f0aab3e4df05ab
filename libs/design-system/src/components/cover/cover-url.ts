/** The URL of a cover on the image host: `coverUrl('/api/v1/covers', 'MOVIE42')`. */
export function coverUrl(baseUrl: string, name: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(name)}`;
}
