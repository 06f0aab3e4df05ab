import { CATALOG_DISPLAY_STORAGE_KEY, CATALOG_DISPLAYS, DEFAULT_CATALOG_DISPLAY, type CatalogDisplay } from '@shelfmark/contract';
import { useState } from 'react';

function storedDisplay(): CatalogDisplay {
  const stored = window.localStorage.getItem(CATALOG_DISPLAY_STORAGE_KEY);
  return CATALOG_DISPLAYS.find((display) => display === stored) ?? DEFAULT_CATALOG_DISPLAY;
}

/** Cover or Expanded, remembered in local storage; Expanded until the user picks. */
export function useDisplaySize(): [CatalogDisplay, (display: CatalogDisplay) => void] {
  const [display, setDisplay] = useState(storedDisplay);
  const choose = (next: CatalogDisplay) => {
    window.localStorage.setItem(CATALOG_DISPLAY_STORAGE_KEY, next);
    setDisplay(next);
  };
  return [display, choose];
}
