import { type MediaType, routesOfArea } from '@shelfmark/contract';
import { registerMessages } from '@shelfmark/i18n';
import type { RouteObject } from 'react-router-dom';
import { MediaDetailScreen } from './detail/media-detail-screen';
import en from './locales/en.json';
import { AddMediaScreen } from './media-form/add-media-screen';
import { EditMediaScreen } from './media-form/edit-media-screen';

registerMessages('media', { en });

const detail = (type: MediaType) => <MediaDetailScreen type={type} />;

// The paths come from the route manifest; the shell sends this remote exactly those.
export const routes: RouteObject[] = routesOfArea('media', {
  book: detail('book'),
  movie: detail('movie'),
  tvshow: detail('tvshow'),
  album: detail('album'),
  videogame: detail('videogame'),
  addmedia: <AddMediaScreen />,
  editmedia: <EditMediaScreen />,
});
