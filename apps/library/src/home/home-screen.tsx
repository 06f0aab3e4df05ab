import { HOME_SECTIONS, type HomeSection } from '@shelfmark/contract';
import { Tabs } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import type { ComponentType } from 'react';
import { CurrentSection } from './current-section';
import { Favorites } from './favorites';
import { Recent } from './recent';
import { UpNext } from './up-next';
import { useHomeSection } from './use-home-section';
import { WatchList } from './watch-list';
import './home-screen.css';

const PANELS: Record<HomeSection, ComponentType> = { TBR: UpNext, watch: WatchList, recent: Recent };

/** Home: Current, the Up Next? / Watch List / Recent switcher, and Favorites. */
export function HomeScreen() {
  const t = useT('library');
  const [section, setSection] = useHomeSection();
  const Panel = PANELS[section];
  return (
    <div className="sm-page library-home">
      <h1 className="sm-visually-hidden">{t('home.title')}</h1>
      <CurrentSection />
      <section className="library-home__section" aria-label={t('home.sections')}>
        <Tabs label={t('home.sections')} tabs={HOME_SECTIONS} value={section} onChange={setSection} variant="pills">
          <Panel />
        </Tabs>
      </section>
      <Favorites />
    </div>
  );
}
