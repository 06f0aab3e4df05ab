import { MEDIA_TYPE_VALUES, mediaTypeInfo, type MediaType } from './media-type-info';

/**
 * The route table of spec section 2, written once: which area (Module Federation remote)
 * renders each URL pattern, and the page title's message key (namespace `shell`). The shell
 * resolves paths and titles from it, and each remote builds its `./routes` from it with
 * `routesOfArea`, so the three cannot drift (docs/adr/0008-route-manifest.md).
 */
export const AREA_NAMES = ['library', 'catalog', 'media', 'account'] as const;
export type AreaName = (typeof AREA_NAMES)[number];

/**
 * The id of the data block in which the server writes `/remotes.json` (where each area's remote
 * lives) into every page, for the shell to read without a request.
 */
export const REMOTE_LOCATIONS_ELEMENT_ID = 'remote-locations';

export interface RouteDefinition {
  area: AreaName;
  /** A React Router pattern, absolute. */
  path: string;
  /** Message key (namespace `shell`) of the screen's name in the page title. */
  title: string;
  /** Second spellings the spec also gives; the shell redirects them here, keeping the parameters. */
  aliases?: readonly string[];
  /** The detail page's media type, whose label the title shows. */
  mediaType?: MediaType;
  /** Shown without sign-in. */
  public?: boolean;
  /** Not for search engines: the page is sent with a robots noindex meta tag and X-Robots-Tag header. */
  noindex?: boolean;
}

type MediaDetailRoutes = {
  readonly [T in MediaType]: { area: 'media'; path: string; title: 'screens.media'; mediaType: T };
};

const mediaDetailRoutes = Object.fromEntries(
  MEDIA_TYPE_VALUES.map((type) => [type, { area: 'media', path: `/${mediaTypeInfo(type).route}/:mediaID`, title: 'screens.media', mediaType: type }]),
) as MediaDetailRoutes;

export const ROUTES = {
  home: { area: 'library', path: '/', title: 'screens.home' },
  library: { area: 'library', path: '/library', title: 'screens.library' },
  stats: { area: 'library', path: '/stats', title: 'screens.stats' },
  catalog: { area: 'catalog', path: '/catalog', title: 'screens.catalog' },
  tags: { area: 'catalog', path: '/tags', title: 'screens.tags' },
  tag: { area: 'catalog', path: '/tags/:tagID', title: 'screens.tags' },
  creator: { area: 'catalog', path: '/creator/:id', title: 'screens.creator', aliases: ['/creators/:id'] },
  series: { area: 'catalog', path: '/series/:id', title: 'screens.series' },
  ...mediaDetailRoutes,
  addmedia: { area: 'media', path: '/addmedia', title: 'screens.addmedia' },
  editmedia: { area: 'media', path: '/editmedia', title: 'screens.editmedia' },
  account: { area: 'account', path: '/account/:id', title: 'screens.account', aliases: ['/users/:id'] },
  mediarequest: { area: 'account', path: '/mediarequest', title: 'screens.mediarequest' },
  bugreport: { area: 'account', path: '/bugreport', title: 'screens.bugreport' },
  imports: { area: 'account', path: '/imports', title: 'screens.imports' },
  importJob: { area: 'account', path: '/imports/:jobId', title: 'screens.imports' },
  // Personal access tokens and outbound webhooks (issue 30).
  apps: { area: 'account', path: '/apps', title: 'screens.apps' },
  // Media servers, e-readers and listening apps that record plays without typing (issue 31).
  integrations: { area: 'account', path: '/integrations', title: 'screens.integrations' },
  yearReview: { area: 'library', path: '/year/:year', title: 'screens.yearReview' },
  calendar: { area: 'library', path: '/calendar', title: 'screens.calendar' },
  shares: { area: 'library', path: '/shares', title: 'screens.shares' },
  // A share link's page: for whoever has the link, signed in or not, and for no search engine.
  shared: { area: 'library', path: '/shared/:token', title: 'screens.shared', public: true, noindex: true },
  // Spec: any path containing /passwordreset shows this page; the shell passes the third
  // path segment as the token (an empty one leaves it out).
  passwordreset: { area: 'account', path: '/passwordreset/:token?', title: 'screens.passwordreset', public: true },
  // The link mailed to a new address (issue 33): opened wherever the mail is read, signed in or not.
  confirmEmail: { area: 'account', path: '/confirm-email/:token', title: 'screens.confirmEmail', public: true, noindex: true },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof ROUTES;

/** The ids of the routes an area renders. */
export type RouteIdOf<A extends AreaName> = { [K in RouteId]: (typeof ROUTES)[K]['area'] extends A ? K : never }[RouteId];

export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

export function routeDefinition(id: RouteId): RouteDefinition {
  return ROUTES[id];
}

/**
 * An area's route objects, one per pattern it owns, with the element it renders there.
 * TypeScript requires exactly the area's route ids: a route added to the manifest fails to
 * compile in its remote until the remote renders it.
 */
export function routesOfArea<A extends AreaName, E>(area: A, elements: { readonly [K in RouteIdOf<A>]: E }): { path: string; element: E }[] {
  return ROUTE_IDS.filter((id): id is RouteIdOf<A> => ROUTES[id].area === area).map((id) => ({ path: ROUTES[id].path, element: elements[id] }));
}
