import type { IntegrationStatus } from '@shelfmark/contract';
import { useT } from '@shelfmark/i18n';

/** The section's integrations by name, with why one is paused (the page itself offers pause, resume and delete). */
export function IntegrationLines({ integrations }: { integrations: IntegrationStatus[] }) {
  const t = useT('account');
  if (integrations.length === 0) return null;
  return (
    <ul className="book-sync__integrations">
      {integrations.map((integration) => (
        <li key={integration.integrationID}>
          {integration.name}
          {integration.paused && ` (${integration.pausedReason ? t('bookSync.books.paused', { reason: integration.pausedReason }) : t('bookSync.books.pausedByYou')})`}
        </li>
      ))}
    </ul>
  );
}
