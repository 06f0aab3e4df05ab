import { HOME_SECTIONS, type HomeSection } from '@shelfmark/contract';
import { AfterFirstPaint, Tabs } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useRememberedChoice } from '@shelfmark/session';
import type { ComponentType } from 'react';
import { FirstAnswersGate } from '../shared/first-answers';
import { ContinueWatchingGate } from './continue-watching/continue-watching-gate';
import { CurrentSection } from './current-section';
import { Favorites } from './favorites';
import { HomeSkeleton } from './home-skeleton';
import { Recent } from './recent';
import { UpNext } from './up-next';
import { useFirstRunPanel } from './use-first-run-panel';
import { WatchList } from './watch-list';
import { YourProgress } from './your-progress';
import './home-screen.css';

const PANELS: Record<HomeSection, ComponentType> = { TBR: UpNext, watch: WatchList, recent: Recent };

/**
 * Home: Current, the Up Next? / Watch List / Recent switcher, and Favorites, shown together once
 * their shelves have answered (Favorites and the goals, below the fold, a frame after the
 * rest); with nothing on the shelf yet, what to do first sits above them until put away.
 * Continue watching, when a show is in progress, comes above the switcher a frame later.
 */
export function HomeScreen() {
  return (
    <FirstAnswersGate fallback={<HomeSkeleton />}>
      <HomeContent />
    </FirstAnswersGate>
  );
}

function HomeContent() {
  const t = useT('library');
  const [section, setSection] = useRememberedChoice('homeSection');
  const FirstRunPanel = useFirstRunPanel();
  const Panel = PANELS[section];
  return (
    <div className="sm-page library-home">
      <h1 className="sm-visually-hidden">{t('home.title')}</h1>
      {FirstRunPanel && <FirstRunPanel />}
      <CurrentSection />
      <AfterFirstPaint>
        <ContinueWatchingGate />
      </AfterFirstPaint>
      <section className="library-home__section" aria-label={t('home.sections')}>
        <Tabs label={t('home.sections')} tabs={HOME_SECTIONS} value={section} onChange={setSection} variant="pills">
          <Panel />
        </Tabs>
      </section>
      <AfterFirstPaint>
        <Favorites />
        <YourProgress />
      </AfterFirstPaint>
    </div>
  );
}
