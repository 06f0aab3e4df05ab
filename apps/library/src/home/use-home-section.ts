import { DEFAULT_HOME_SECTION, HOME_SECTION_STORAGE_KEY, type HomeSection, HomeSectionSchema } from '@shelfmark/contract';
import { useState } from 'react';

function storedSection(): HomeSection {
  const parsed = HomeSectionSchema.safeParse(window.localStorage.getItem(HOME_SECTION_STORAGE_KEY));
  return parsed.success ? parsed.data : DEFAULT_HOME_SECTION;
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
