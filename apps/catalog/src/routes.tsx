import { API_MESSAGES, MESSAGES } from '@shelfmark/contract';
import { registerMessages } from '@shelfmark/i18n';
import type { RouteObject } from 'react-router-dom';
import { CatalogScreen } from './catalog/catalog-screen';
import { CreatorScreen } from './creator/creator-screen';
import en from './locales/en.json';
import { SeriesScreen } from './series/series-screen';
import { TagScreen } from './tag/tag-screen';
import { TagsScreen } from './tags/tags-screen';

// The spec's own texts come from the contract rather than being copied into en.json.
registerMessages('catalog', { en: { ...en, messages: MESSAGES, apiMessages: API_MESSAGES } });

export const routes: RouteObject[] = [
  { path: '/catalog', element: <CatalogScreen /> },
  { path: '/tags', element: <TagsScreen /> },
  { path: '/tags/:tagID', element: <TagScreen /> },
  { path: '/creator/:id', element: <CreatorScreen /> },
  { path: '/series/:id', element: <SeriesScreen /> },
];
