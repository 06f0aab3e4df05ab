import { registerMessages } from '@shelfmark/i18n';
import type { RouteObject } from 'react-router-dom';
import { AreaScreen } from './area-screen';
import en from './locales/en.json';

registerMessages('catalog', { en });

export const routes: RouteObject[] = [
  { path: '/catalog', element: <AreaScreen screen="catalog" /> },
  { path: '/tags', element: <AreaScreen screen="tags" /> },
  { path: '/tags/:tagID', element: <AreaScreen screen="tags" /> },
  { path: '/creator/:id', element: <AreaScreen screen="creator" /> },
  { path: '/series/:id', element: <AreaScreen screen="series" /> },
];
