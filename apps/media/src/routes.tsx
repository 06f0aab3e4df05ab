import { MEDIA_TYPES } from '@shelfmark/contract';
import { registerMessages } from '@shelfmark/i18n';
import { type RouteObject, useParams } from 'react-router-dom';
import { AreaScreen } from './area-screen';
import en from './locales/en.json';

registerMessages('media', { en });

function MediaDetailScreen({ typeLabel }: { typeLabel: string }) {
  const { mediaID = '' } = useParams();
  return <AreaScreen screen="detail" values={{ type: typeLabel, mediaID }} />;
}

export const routes: RouteObject[] = [
  ...MEDIA_TYPES.map((type) => ({ path: `/${type.route}/:mediaID`, element: <MediaDetailScreen typeLabel={type.label} /> })),
  { path: '/addmedia', element: <AreaScreen screen="addmedia" /> },
  { path: '/editmedia', element: <AreaScreen screen="editmedia" /> },
];
