import { MEDIA_TYPES } from '@shelfmark/contract';
import { registerMessages } from '@shelfmark/i18n';
import type { RouteObject } from 'react-router-dom';
import { MediaDetailScreen } from './detail/media-detail-screen';
import en from './locales/en.json';
import { AddMediaScreen } from './media-form/add-media-screen';
import { EditMediaScreen } from './media-form/edit-media-screen';

registerMessages('media', { en });

export const routes: RouteObject[] = [
  ...MEDIA_TYPES.map((type) => ({ path: `/${type.route}/:mediaID`, element: <MediaDetailScreen type={type.value} /> })),
  { path: '/addmedia', element: <AddMediaScreen /> },
  { path: '/editmedia', element: <EditMediaScreen /> },
];
