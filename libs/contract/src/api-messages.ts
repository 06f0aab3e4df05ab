import { MESSAGES } from './messages';

/**
 * Messages of the API's own refusals (the {message} of a 4xx), for calls whose rules the
 * spec does not word. Where the spec has a text, it is used: a missing library item is
 * 'This shelf is empty'.
 */
export const API_MESSAGES = {
  signInFirst: 'Sign in first',
  notAllowed: 'You are not allowed to do that',
  invalidId: 'Invalid id',
  libraryItemNotFound: MESSAGES.shelfEmpty,
  userNotFound: 'User not found',
  mediaNotFound: 'Media not found',
  creatorNotFound: 'Creator not found',
  seriesNotFound: 'Series not found',
  tagNotFound: 'Tag not found',
  readingNotFound: 'Reading not found',
  entryNotFound: 'Entry not found',
  recommendationNotFound: 'Recommendation not found',
  submediaNotFound: 'Song or episode not found',
  mediaRequestNotFound: 'Media request not found',
  coverNotFound: 'Cover not found',
  alreadyInLibrary: 'That media is already in your library',
  isbnTaken: 'A book with that ISBN is already in the catalogue',
  isbnOnlyForBooks: 'Only books have an ISBN',
  typeCannotChange: 'The type of a media item cannot change',
  isbnCannotChange: 'The ISBN of a book cannot change',
  restrictedAdminOnly: 'Only an admin can restrict media',
  progressRange: 'Progress must be a page number from 0 to the number of pages',
  readingHasEntries: 'A reading with entries cannot be deleted',
  readingEndsBeforeStart: 'A reading cannot end before it starts',
  readingIdMismatch: 'readingID does not match the reading in the path',
  onlyOneCurrentReading: 'Only one reading can be without an end',
  readingOfAnotherItem: 'That reading belongs to another item',
  recommendItself: 'An item cannot be recommended alongside itself',
  tagNotOnItem: 'That tag is not on this item',
  tagValueTaken: 'You already have a tag with that name',
  mediaRequestOfAnotherUser: 'userID must be your own',
  coverMissing: 'Choose a .jpg file to upload',
  coverTooLarge: 'Cover must be at most 5 MB',
  coverNameMismatch: 'The cover name does not belong to a media item',
  coverStaffOnly: 'Only librarians and admins can change the cover of an item someone else added or that already has one',
  searchEmpty: 'Search text is empty',
  externalIdNotFound: 'No media item has that id',
  submediaOfAnotherItem: 'That song or episode belongs to another item',
  duplicateSubmediaNumber: 'Each song or episode needs a number of its own',
  catalogueNotEmpty: 'The catalogue already holds media: the demo catalogue is loaded only into an empty one',
} as const;

/** A second record claiming an id at another service is refused, naming the record that has it. */
export function externalIdTakenMessage(sourceLabel: string, title: string, mediaID: number): string {
  return `That ${sourceLabel} id already belongs to "${title}" (media ${mediaID})`;
}
