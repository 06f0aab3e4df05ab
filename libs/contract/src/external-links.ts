/**
 * Where the app's links out of Shelfmark lead: the footer's Report Bug (signed out) and Roadmap,
 * and the bug report page's alternative. The server serves no runtime config for them, so a
 * deployment that tracks bugs or plans elsewhere changes these values and rebuilds.
 */
export const EXTERNAL_LINKS = {
  issueTracker: 'https://github.com/shelfmark/shelfmark/issues',
  roadmap: 'https://github.com/orgs/shelfmark/projects/1',
} as const;
