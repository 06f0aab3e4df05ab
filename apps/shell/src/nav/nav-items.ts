/** The nav bar's destinations; Library opens with the default query of spec section 2. */
export const NAV_ITEMS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/library?page=1&library=read&type=0&genre=0', key: 'nav.library', end: false },
  { to: '/tags', key: 'nav.tags', end: false },
  { to: '/catalog', key: 'nav.catalog', end: false },
] as const;
