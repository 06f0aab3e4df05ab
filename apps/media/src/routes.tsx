import { type MediaType, routeIdForPath, routesOfArea } from '@shelfmark/contract';
import { lazyScreens } from '@shelfmark/design-system';
import { registerMessages } from '@shelfmark/i18n';
import type { RouteObject } from 'react-router-dom';
import { MediaDetailScreen } from './detail/media-detail-screen';
import en from './locales/en.json';

registerMessages('media', { en }, (language) => import(/* webpackInclude: /[\\/][a-z]{2}(-[A-Z]{2})?\.json$/ */ /* webpackExclude: /[\\/]en\.json$/ */ `./locales/${language}.json`));

const detail = (type: MediaType) => <MediaDetailScreen type={type} />;

// A media page ships with this module. The Add and Edit Media forms are chunks of their own, with
// the contract's checks of what users type (zod), fetched on the first visit and named
// `route-<route id>` so the server names them in the HTML of a page that opens on them
// (docs/adr/0019-first-screen.md).
const screens = lazyScreens(typeof window === 'undefined' ? undefined : routeIdForPath(window.location.pathname));

// The paths come from the route manifest; the shell sends this remote exactly those.
export const routes: RouteObject[] = routesOfArea('media', {
  book: detail('book'),
  movie: detail('movie'),
  tvshow: detail('tvshow'),
  album: detail('album'),
  videogame: detail('videogame'),
  addmedia: screens.screen('addmedia', () => import(/* webpackChunkName: "route-addmedia" */ './media-form/add-media-screen').then((module) => module.AddMediaScreen)),
  editmedia: screens.screen('editmedia', () => import(/* webpackChunkName: "route-editmedia" */ './media-form/edit-media-screen').then((module) => module.EditMediaScreen)),
});

/** Settles once the screen of the page being opened has arrived; the shell renders the page then. */
export const ready = screens.ready();
