/** Query keys of the media area: the item, and the caller's shelf entry for it. */
export const mediaKeys = {
  media: (mediaID: number) => ['medias', mediaID] as const,
  shelfItem: (mediaID: number) => ['usermedias', 'media', mediaID] as const,
};
