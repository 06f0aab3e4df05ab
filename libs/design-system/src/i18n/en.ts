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
