import { registerMessages } from '@shelfmark/i18n';
import type { RouteObject } from 'react-router-dom';
import { HomeScreen } from './home/home-screen';
import { LibraryScreen } from './library-shelf/library-screen';
import en from './locales/en.json';

registerMessages('library', { en });

export const routes: RouteObject[] = [
  { path: '/', element: <HomeScreen /> },
  { path: '/library', element: <LibraryScreen /> },
];
