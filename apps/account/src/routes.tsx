import { routesOfArea } from '@shelfmark/contract';
import { registerMessages } from '@shelfmark/i18n';
import type { RouteObject } from 'react-router-dom';
import './account.css';
import './import-job/import-job.css';
import { BugReportPage } from './bug-report/bug-report-page';
import { ImportJobPage } from './import-job/import-job-page';
import { ImportsPage } from './imports/imports-page';
import en from './locales/en.json';
import { MediaRequestPage } from './media-request/media-request-page';
import { PasswordResetPage } from './password-reset/password-reset-page';
import { ProfilePage } from './profile/profile-page';

registerMessages('account', { en });

// The paths come from the route manifest; the shell sends this remote exactly those
// (any path containing /passwordreset as /passwordreset/{token}, or /passwordreset without one).
export const routes: RouteObject[] = routesOfArea('account', {
  account: <ProfilePage />,
  mediarequest: <MediaRequestPage />,
  bugreport: <BugReportPage />,
  imports: <ImportsPage />,
  importJob: <ImportJobPage />,
  passwordreset: <PasswordResetPage />,
});
