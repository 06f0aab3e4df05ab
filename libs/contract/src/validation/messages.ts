import { MESSAGES } from '../messages';

/** Messages of the validation rules (spec section 5). */
export const VALIDATION_MESSAGES = {
  invalidUsername: 'Invalid Username!',
  usernameHint: 'Username can only contain letters, numbers, and underscores',
  invalidPassword: 'Invalid password!',
  passwordHint: 'Password should be at least 12 characters long',
  passwordsMustMatch: 'Passwords must match',
  invalidEmail: 'Invalid Email!',
  passwordsDoNotMatch: MESSAGES.passwordsDoNotMatch,
  tagTooLong: 'Body of tag is too long, please try again',
  // The spec states the rules below without a message; these texts are ours.
  tagEmpty: 'Tag cannot be empty',
  ratingRange: 'Rating must be a whole number from 0 to 10',
  progressRange: 'Progress must be a page number from 0 to the number of pages',
  notNegative: 'Must be 0 or more',
  wholeNumber: 'Must be a whole number',
  coverNotJpg: 'Cover must be a .jpg',
  readingDateInFuture: 'Reading dates cannot be later than today',
  titleRequired: 'Title is required',
  invalidIsbn: 'ISBN must be 10 or 13 digits',
} as const;
