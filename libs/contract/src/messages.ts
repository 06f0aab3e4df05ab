import { translatable } from './texts';

/** User-visible messages of spec sections 2 and 8, spelled exactly as the spec writes them. */
export const MESSAGES = /* @__PURE__ */ translatable('messages', {
  loginFailed: 'Failed to log in, please try again',
  usernameTaken: 'Username already taken',
  tagAlreadyOnMedia: 'That tag is already associated with this book.',
  somethingWentWrong: 'Something whent wrong',
  invalidRequest: 'Invalid request',
  passwordsDoNotMatch: 'Passwords do not match!',
  shelfEmpty: 'This shelf is empty',
  shelfCurrentlyEmpty: 'This shelf is currently empty',
  endOfShelf: "You've reached the end of the shelf",
  noBookSelected: 'No book was selected to recommend',
  alreadyRecommended: 'That book as already been recommended',
  resetEmailSent: 'Reset email has been sent',
  selectMediaType: 'Select a media type to begin',
  noDescription: 'No available description',
});

/**
 * Prefixes the call wrappers put before 'Request failed with status: <code>'.
 * `getLibraryPage` is the paged library list, whose wrapper the spec spells 'Failed to patch book'.
 */
export const CALL_PREFIXES = /* @__PURE__ */ translatable('callPrefixes', {
  getMedia: 'Failed to get media',
  getMediaByLibrary: 'Failed to get media by library',
  getLibraryPage: 'Failed to patch book',
  addMediaToLibrary: 'Failed to add media to library',
  patchMedia: 'Failed to patch media',
  getItemTotal: 'Failed to get item total',
  putTagOnMedia: 'Failed to put tag on media',
  postCover: 'Failed to post cover',
  postCreator: 'Failed to post author',
  postSeries: 'Failed to post series',
  getTags: 'Failed to get tags',
  endReading: 'Failed to end reading',
  search: 'Failed to find items from search',
  postRecommendation: 'Failed to post recommendation',
  deleteMediaFromLibrary: 'Failed to delete media from library',
  getMediaTypePage: 'Failed to get media type page',
  getMediaTypePageTotal: 'Failed to get total for type page',
});

export type CallPrefix = (typeof CALL_PREFIXES)[keyof typeof CALL_PREFIXES];
