import { API_MESSAGES, MESSAGES, routesOfArea } from '@shelfmark/contract';
import { registerMessages } from '@shelfmark/i18n';
import type { RouteObject } from 'react-router-dom';
import { CatalogScreen } from './catalog/catalog-screen';
import { CreatorScreen } from './creator/creator-screen';
import en from './locales/en.json';
import { SeriesScreen } from './series/series-screen';
import { TagScreen } from './tag/tag-screen';
import { TagsScreen } from './tags/tags-screen';

// The shell's search results offer Add To Library with this remote's control, so the catalogue
// team's one widget serves both and Home's first load carries none of it.
export { ShelfStatus } from './shared/shelf-status';

// The spec's own texts come from the contract rather than being copied into en.json.
registerMessages('catalog', { en: { ...en, messages: MESSAGES, apiMessages: API_MESSAGES } }, (language) => import(/* webpackInclude: /[\\/][a-z]{2}(-[A-Z]{2})?\.json$/ */ /* webpackExclude: /[\\/]en\.json$/ */ `./locales/${language}.json`));

// The paths come from the route manifest; the shell sends this remote exactly those.
export const routes: RouteObject[] = routesOfArea('catalog', {
  catalog: <CatalogScreen />,
  tags: <TagsScreen />,
  tag: <TagScreen />,
  creator: <CreatorScreen />,
  series: <SeriesScreen />,
});
