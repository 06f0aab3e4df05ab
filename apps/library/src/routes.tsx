import { registerMessages } from '@shelfmark/i18n';
import type { RouteObject } from 'react-router-dom';
import { AreaScreen } from './area-screen';
import en from './locales/en.json';

registerMessages('library', { en });

export const routes: RouteObject[] = [
  { path: '/', element: <AreaScreen screen="home" /> },
  { path: '/library', element: <AreaScreen screen="library" /> },
];
