import { registerMessages } from '@shelfmark/i18n';
import type { RouteObject } from 'react-router-dom';
import './account.css';
import { BugReportPage } from './bug-report/bug-report-page';
import { ImportJobPage } from './data/import-job-page';
import { ImportsPage } from './data/imports-page';
import en from './locales/en.json';
import { MediaRequestPage } from './media-request/media-request-page';
import { PasswordResetPage } from './password-reset/password-reset-page';
import { ProfilePage } from './profile/profile-page';

registerMessages('account', { en });

export const routes: RouteObject[] = [
  { path: '/account/:id', element: <ProfilePage /> },
  { path: '/mediarequest', element: <MediaRequestPage /> },
  { path: '/bugreport', element: <BugReportPage /> },
  { path: '/imports', element: <ImportsPage /> },
  { path: '/imports/:jobId', element: <ImportJobPage /> },
  { path: '/passwordreset/:token', element: <PasswordResetPage /> },
  // The shell sends /passwordreset without a token here as '/passwordreset/'.
  { path: '/passwordreset', element: <PasswordResetPage /> },
];
