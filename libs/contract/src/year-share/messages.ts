/** The API's refusals on the year in review, the release calendar and share links. */
export const YEAR_SHARE_MESSAGES = {
  shareNotFound: 'Share link not found',
  /** The public page of a revoked (or never issued) link: the same words either way. */
  sharedLinkGone: 'This link was turned off by its owner, or never existed',
  coverNotShared: 'Cover not found',
  feedNotFound: 'No calendar feed at this address: it was revoked or replaced',
  tooManyShares: 'You have 50 share links already; revoke one to make another',
  tagsOnYearOnly: 'Favourite tags can be shown on a year in review only',
  nothingToChange: 'Give a title or fields to change',
  tooManyRequests: (seconds: number) => `Too many requests, try again in ${seconds} seconds`,
} as const;
