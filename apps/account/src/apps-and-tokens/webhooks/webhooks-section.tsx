import { useWebhooks } from '@shelfmark/api-client/access';
import type { CreatedWebhook } from '@shelfmark/contract';
import { EmptyState, FailureNotice, Loader } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { OneTimeSecret } from '../one-time-secret';
import { WebhookCard } from './webhook-card';
import { WebhookForm } from './webhook-form';

/** Webhooks: the new endpoint's form, its signing secret once, and each endpoint with its log. */
export function WebhooksSection() {
  const t = useT('account');
  const webhooks = useWebhooks();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [returned, setReturned] = useState(false);

  const list = () => {
    if (webhooks.isError) return <FailureNotice error={webhooks.error} action="load" onRetry={() => void webhooks.refetch()} />;
    if (!webhooks.data) return <Loader label={t('apps.webhooks.loading')} />;
    if (webhooks.data.length === 0) return <EmptyState title={t('apps.webhooks.empty')} />;
    return (
      <ul className="apps-list">
        {webhooks.data.map((endpoint) => (
          <li key={endpoint.webhookID}>
            <WebhookCard endpoint={endpoint} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className="apps-section" aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading">{t('apps.webhooks.heading')}</h2>
      <p className="apps-intro">{t('apps.webhooks.intro')}</p>
      {created ? (
        <OneTimeSecret
          heading={t('apps.webhooks.createdHeading', { url: created.endpoint.url })}
          label={t('apps.webhooks.secretLabel')}
          secret={created.secret}
          onDone={() => {
            setCreated(null);
            setReturned(true);
          }}
        >
          <p>{t('apps.webhooks.secretIntro')}</p>
        </OneTimeSecret>
      ) : (
        <WebhookForm mode="create" onCreated={setCreated} returned={returned} />
      )}
      <section className="apps-section" aria-labelledby="webhooks-list-heading">
        <h3 id="webhooks-list-heading">{t('apps.webhooks.listHeading')}</h3>
        {list()}
      </section>
    </section>
  );
}
