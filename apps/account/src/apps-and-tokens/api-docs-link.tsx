import { linkClassName } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';

/** The API's own documentation, served by the server beside the app (not a route of the app). */
export function ApiDocsLink() {
  const t = useT('account');
  return (
    <a href="/api/docs" target="_blank" rel="noopener noreferrer" className={linkClassName()}>
      {t('apps.docs')} <span className="sm-visually-hidden">{t('apps.newTab')}</span>
    </a>
  );
}
