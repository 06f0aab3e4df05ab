import { coverName, type Media } from '@shelfmark/contract';
import { coverUrl } from '@shelfmark/design-system';

/** Covers are served by the app's image host, without authorisation. */
const COVER_BASE_URL = '/api/v1/covers';

export function coverSrc(media: Pick<Media, 'type' | 'mediaID' | 'isbn'>): string | null {
  const name = coverName(media);
  return name === null ? null : coverUrl(COVER_BASE_URL, name);
}
