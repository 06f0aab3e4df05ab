export { createMedia, getMedia, getMediaQueryOptions, updateMedia, useMedia } from './medias';
export { saveMedia, useSaveMedia } from './save-media';
export type { ChosenCreator, MediaSave, SavedMedia } from './save-media';
