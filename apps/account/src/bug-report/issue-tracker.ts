/** The public issue tracker the bug report page offers as the alternative. */
export const PUBLIC_ISSUE_TRACKER_URL = 'https://github.com/shelfmark/shelfmark/issues';
