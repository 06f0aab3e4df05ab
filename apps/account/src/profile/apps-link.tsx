import { ROUTES } from '@shelfmark/contract';
import { linkClassName } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { Link } from 'react-router-dom';

/** On the user's own profile: the way to personal access tokens and webhooks, and to the integrations that record plays. */
export function AppsLink() {
  const t = useT('account');
  return (
    <nav aria-labelledby="other-apps-heading" className="account-section">
      <h2 id="other-apps-heading">{t('profileApps.heading')}</h2>
      <p>
        <Link to={ROUTES.apps.path} className={linkClassName()}>
          {t('profileApps.link')}
        </Link>
        <span className="account-page__intro"> {t('profileApps.hint')}</span>
      </p>
      <p>
        <Link to={ROUTES.integrations.path} className={linkClassName()}>
          {t('profileApps.integrationsLink')}
        </Link>
        <span className="account-page__intro"> {t('profileApps.integrationsHint')}</span>
      </p>
    </nav>
  );
}
