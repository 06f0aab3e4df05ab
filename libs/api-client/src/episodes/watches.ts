import { apiFetch } from '@shelfmark/api-client';
import type { WatchMark, WatchResult, WatchUnmark } from '@shelfmark/contract';

/** POST /medias/{mediaID}/watches: marks songs or episodes watched in the current reading (starting one, and adding the item to the shelf, when needed). */
export async function markWatches(mediaID: number, mark: WatchMark): Promise<WatchResult> {
  return apiFetch<WatchResult>(`/medias/${mediaID}/watches`, { method: 'POST', json: mark });
}

/** DELETE /medias/{mediaID}/watches: unmarks them in the current reading; other readings keep theirs. */
export async function unmarkWatches(mediaID: number, unmark: WatchUnmark): Promise<WatchResult> {
  return apiFetch<WatchResult>(`/medias/${mediaID}/watches`, { method: 'DELETE', json: unmark });
}
