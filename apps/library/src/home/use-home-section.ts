import { DEFAULT_HOME_SECTION, HOME_SECTION_STORAGE_KEY, type HomeSection, isHomeSection } from '@shelfmark/contract';
import { useState } from 'react';

function storedSection(): HomeSection {
  const stored = window.localStorage.getItem(HOME_SECTION_STORAGE_KEY);
  return isHomeSection(stored) ? stored : DEFAULT_HOME_SECTION;
}

/** The switcher's choice, remembered in local storage (homepageLibraySelection); Up Next? (TBR) by default. */
export function useHomeSection() {
  const [section, setSection] = useState(storedSection);
  const choose = (next: HomeSection) => {
    window.localStorage.setItem(HOME_SECTION_STORAGE_KEY, next);
    setSection(next);
  };
  return [section, choose] as const;
}
