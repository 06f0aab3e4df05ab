import { useT } from '@shelfmark/i18n';
import { ApiDocsLink } from './api-docs-link';
import './apps-messages';
import { TokensSection } from './tokens/tokens-section';
import { WebhooksSection } from './webhooks/webhooks-section';
import './apps-page.css';

/** /apps: personal access tokens for the user's scripts and other apps, and the webhooks that tell them what happens. */
export function AppsPage() {
  const t = useT('account');
  return (
    <div className="sm-page account-page apps-page">
      <header className="apps-page__header">
        <h1>{t('apps.title')}</h1>
        <p className="apps-intro">{t('apps.intro')}</p>
        <p>
          <ApiDocsLink />
        </p>
      </header>
      <TokensSection />
      <WebhooksSection />
    </div>
  );
}
