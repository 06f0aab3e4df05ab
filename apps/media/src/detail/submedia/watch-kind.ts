import type { MediaType } from '@shelfmark/contract';

/** Episodes are watched, songs listened to: the messages of each live under submedia.episode and submedia.song. */
export type WatchKind = 'episode' | 'song';

export const watchKindOf = (type: MediaType): WatchKind => (type === 'album' ? 'song' : 'episode');
