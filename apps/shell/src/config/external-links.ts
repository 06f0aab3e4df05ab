/**
 * Where the footer's external links lead. The server serves no runtime config for them, so a
 * deployment that tracks bugs or plans elsewhere changes these two values and rebuilds the shell.
 */
export const EXTERNAL_LINKS = {
  issueTracker: 'https://github.com/shelfmark/shelfmark/issues',
  roadmap: 'https://github.com/orgs/shelfmark/projects/1',
} as const;
