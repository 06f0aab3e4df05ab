import type { MediaRequestRecord } from '@shelfmark/contract';

/** /addmedia with the request's type, title and creator in the query, for the form to start from. */
export function addMediaLink(request: MediaRequestRecord): string {
  const query = new URLSearchParams({ type: request.type, title: request.title });
  if (request.creator) query.set('creator', request.creator);
  return `/addmedia?${query.toString()}`;
}
