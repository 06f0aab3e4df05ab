import { useT } from '@shelfmark/i18n';
import { useEffect } from 'react';

/** Sets the tab title to '<Screen> · Shelfmark' while the calling screen shows. */
export function useDocumentTitle(screen: string): void {
  const t = useT('shell');
  const title = t('pageTitle', { screen });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
