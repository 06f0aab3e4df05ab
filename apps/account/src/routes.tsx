import { registerMessages } from '@shelfmark/i18n';
import type { RouteObject } from 'react-router-dom';
import { AreaScreen } from './area-screen';
import en from './locales/en.json';

registerMessages('account', { en });

export const routes: RouteObject[] = [
  { path: '/account/:id', element: <AreaScreen screen="account" /> },
  { path: '/mediarequest', element: <AreaScreen screen="mediarequest" /> },
  { path: '/bugreport', element: <AreaScreen screen="bugreport" /> },
  { path: '/passwordreset/:token', element: <AreaScreen screen="passwordreset" /> },
];
