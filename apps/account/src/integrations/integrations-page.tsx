import { useIntegrations } from '@shelfmark/api-client/integrations';
import type { IntegrationKind } from '@shelfmark/contract';
import { FailureNotice, Loader } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import '../apps-and-tokens/apps-messages';
import '../apps-and-tokens/apps-page.css';
import './integrations-messages';
import './integrations.css';
import { INTEGRATION_SECTIONS } from './sections';

/** /integrations: the sources that record plays and progress, one section per kind (sections.tsx). */
export function IntegrationsPage() {
  const t = useT('account');
  const integrations = useIntegrations();

  const body = () => {
    if (integrations.isError) return <FailureNotice error={integrations.error} action="load" onRetry={() => void integrations.refetch()} />;
    if (!integrations.data) return <Loader label={t('integrations.loading')} />;
    const rows = integrations.data;
    return (Object.entries(INTEGRATION_SECTIONS) as [IntegrationKind, NonNullable<(typeof INTEGRATION_SECTIONS)[IntegrationKind]>][]).map(([kind, Section]) => (
      <Section key={kind} rows={rows.filter((row) => row.kind === kind)} onChanged={() => void integrations.refetch()} />
    ));
  };

  return (
    <div className="sm-page account-page apps-page integrations-page">
      <header className="apps-page__header">
        <h1>{t('integrations.title')}</h1>
        <p className="apps-intro">{t('integrations.intro')}</p>
        <p className="apps-intro">{t('integrations.mediaServersIntro')}</p>
      </header>
      {body()}
    </div>
  );
}
