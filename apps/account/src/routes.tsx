import { routeIdForPath, routesOfArea } from '@shelfmark/contract';
import { lazyScreens } from '@shelfmark/design-system';
import { registerMessages } from '@shelfmark/i18n';
import type { RouteObject } from 'react-router-dom';
import './account.css';
import './import-job/import-job.css';
import { BugReportPage } from './bug-report/bug-report-page';
import { ConfirmEmailPage } from './confirm-email/confirm-email-page';
import { ImportJobPage } from './import-job/import-job-page';
import { ImportsPage } from './imports/imports-page';
import en from './locales/en.json';
import yourAccountEn from './locales/your-account.en.json';
import { MediaRequestPage } from './media-request/media-request-page';
import { PasswordResetPage } from './password-reset/password-reset-page';
import { ProfilePage } from './profile/profile-page';

registerMessages('account', { en }, (language) => import(/* webpackInclude: /[\\/][a-z]{2}(-[A-Z]{2})?\.json$/ */ /* webpackExclude: /[\\/]en\.json$/ */ `./locales/${language}.json`));
registerMessages('account', { en: yourAccountEn }, (language) => import(/* webpackExclude: /\.en\.json$/ */ `./locales/your-account.${language}.json`));

// Apps and tokens is a chunk of its own (`route-apps`), fetched on its first visit: few users
// open it, and the remote's first load stays as it was (docs/adr/0019-first-screen.md).
const screens = lazyScreens(typeof window === 'undefined' ? undefined : routeIdForPath(window.location.pathname));

// The paths come from the route manifest; the shell sends this remote exactly those
// (any path containing /passwordreset as /passwordreset/{token}, or /passwordreset without one).
export const routes: RouteObject[] = routesOfArea('account', {
  account: <ProfilePage />,
  mediarequest: <MediaRequestPage />,
  bugreport: <BugReportPage />,
  imports: <ImportsPage />,
  importJob: <ImportJobPage />,
  apps: screens.screen('apps', () => import(/* webpackChunkName: "route-apps" */ './apps-and-tokens/apps-page').then((module) => module.AppsPage)),
  integrations: screens.screen('integrations', () => import(/* webpackChunkName: "route-integrations" */ './integrations/integrations-page').then((module) => module.IntegrationsPage)),
  admin: screens.screen('admin', () => import(/* webpackChunkName: "route-admin" */ './admin/admin-page').then((module) => module.AdminPage)),
  passwordreset: <PasswordResetPage />,
  confirmEmail: <ConfirmEmailPage />,
});

/** Settles once the screen of the page being opened has arrived; the shell renders the page then. */
export const ready = screens.ready();
