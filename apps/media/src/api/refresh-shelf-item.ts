import { useQueryClient } from '@tanstack/react-query';
import { mediaKeys } from './query-keys';

/** Refetches the entry (and the item, whose tags and songs depend on it) after a change elsewhere. */
export function useRefreshShelfItem(mediaID: number) {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: mediaKeys.shelfItem(mediaID) }),
      client.invalidateQueries({ queryKey: mediaKeys.media(mediaID) }),
    ]);
  };
}
