import { routeIdForPath, routesOfArea } from '@shelfmark/contract';
import { lazyScreens } from '@shelfmark/design-system';
import { registerMessages } from '@shelfmark/i18n';
import type { RouteObject } from 'react-router-dom';
import { HomeScreen } from './home/home-screen';
import en from './locales/en.json';

registerMessages('library', { en }, (language) => import(/* webpackInclude: /[\\/][a-z]{2}(-[A-Z]{2})?\.json$/ */ /* webpackExclude: /[\\/]en\.json$/ */ `./locales/${language}.json`));

// Home ships with this module: it is the first screen of nearly every visit. Every other screen is
// a chunk of its own, fetched on the first visit, named `route-<route id>` so the server names it
// in the HTML of a page that opens on it (docs/adr/0019-first-screen.md); the screen of the page
// being opened is fetched at once, alongside the shell's first render.
const screens = lazyScreens(typeof window === 'undefined' ? undefined : routeIdForPath(window.location.pathname));

// The paths come from the route manifest; the shell sends this remote exactly those.
export const routes: RouteObject[] = routesOfArea('library', {
  home: <HomeScreen />,
  library: screens.screen('library', () => import(/* webpackChunkName: "route-library" */ './library-shelf/library-screen').then((module) => module.LibraryScreen)),
  // Its own chunk with the charting library (ADR 0020).
  stats: screens.screen('stats', () => import(/* webpackChunkName: "route-stats" */ './stats/stats-screen').then((module) => module.StatsScreen)),
  yearReview: screens.screen('yearReview', () => import(/* webpackChunkName: "route-yearReview" */ './year-review/year-review-screen').then((module) => module.YearReviewScreen)),
  calendar: screens.screen('calendar', () => import(/* webpackChunkName: "route-calendar" */ './calendar/calendar-screen').then((module) => module.CalendarScreen)),
  shares: screens.screen('shares', () => import(/* webpackChunkName: "route-shares" */ './shares/shares-screen').then((module) => module.SharesScreen)),
  shared: screens.screen('shared', () => import(/* webpackChunkName: "route-shared" */ './shared-page/shared-page').then((module) => module.SharedPage)),
});

/** Settles once the screen of the page being opened has arrived; the shell renders the page then. */
export const ready = screens.ready();
