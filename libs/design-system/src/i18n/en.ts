/** English texts of the design system (message namespace `design-system` of @shelfmark/i18n). */
export const en = {
  collapsible: {
    readMore: 'read more',
    readLess: 'read less',
  },
  loader: {
    loading: 'Loading...',
  },
  pager: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
    pageOf: 'Page {{page}} of {{total}}',
  },
  starRating: {
    label: 'Rating',
    labelFor: 'Rating for {{title}}',
    value: '{{value}} of {{max}} stars',
    none: 'No rating',
  },
  tags: {
    label: 'Tags',
    more: '+{{count}}',
    moreLabel_one: 'Show {{count}} more tag',
    moreLabel_other: 'Show {{count}} more tags',
    hiddenLabel_one: '{{count}} more tag',
    hiddenLabel_other: '{{count}} more tags',
    less: 'show less',
    remove: 'Remove tag {{tag}}',
  },
  dialog: {
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  dropdown: {
    triggerLabel: '{{label}}: {{value}}',
  },
  favorite: {
    label: 'Favorite',
  },
  toast: {
    dismiss: 'Dismiss',
  },
  inlineError: {
    retry: 'Retry',
  },
  failure: {
    what: {
      save: 'Your change was not saved.',
      add: 'It was not added to your library.',
      remove: 'It was not removed.',
      load: 'This could not be loaded.',
      search: 'The search did not run.',
    },
    advice: {
      offline: 'Check your connection and try again.',
      signedOut: 'Your session has ended: sign in again, then try again.',
      notFound: 'It no longer exists: reload the page to see what is there now.',
      refused: '{{reason}}',
      busy: 'The server is busy: wait a moment and try again.',
      server: 'Something went wrong on our side: try again, or reload the page.',
    },
    missing: '{{reason}}: it may have been removed, or the link is wrong.',
    missingDefault: 'Not found',
  },
  lazyScreen: {
    failed: 'This screen could not be loaded. Check your connection and try again.',
  },
  seriesProgress: {
    progress: '{{finished}} of {{total}} {{verb}}',
    finished: 'finished',
    nextUp: 'next up:',
    allDone: 'all done',
  },
  searchBox: {
    label: 'Search',
    results: 'Search results',
    noResults: 'No results',
  },
} as const;

export const DESIGN_SYSTEM_NAMESPACE = 'design-system';
