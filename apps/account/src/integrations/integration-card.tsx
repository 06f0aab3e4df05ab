import { useDeleteIntegration, useUpdateIntegration } from '@shelfmark/api-client/integrations';
import type { Integration } from '@shelfmark/contract';
import { Button, FailureNotice } from '@shelfmark/design-system';
import { ConfirmDialog } from '@shelfmark/design-system/controls';
import { formatDateTime, formatNumber, useT } from '@shelfmark/i18n';
import { useId, useState, type ReactNode } from 'react';
import './integrations-messages';


/**
 * One integration of any kind: its name and state (why it paused itself), last event, plays this
 * week, last error; Pause or Resume, and Delete. `facts` and `children` hold what its kind adds
 * (a media server's settings, its inbox).
 */
export function IntegrationCard({ integration, facts, children, onChanged }: { integration: Integration; facts?: ReactNode; children?: ReactNode; onChanged: () => void }) {
  const t = useT('account');
  const id = useId();
  const update = useUpdateIntegration();
  const remove = useDeleteIntegration();
  const [confirming, setConfirming] = useState(false);
  const failed = [update, remove].find((mutation) => mutation.isError);
  const { paused } = integration;

  return (
    <article className="apps-item" aria-labelledby={id}>
      <div className="apps-item__head">
        <h4 id={id}>{integration.name}</h4>
        <span className={`apps-state apps-state--${paused ? 'failed' : 'delivered'}`}>{t(paused ? 'integrations.state.paused' : 'integrations.state.running')}</span>
      </div>
      {paused && <p role="note">{integration.pausedReason ?? t('integrations.pausedByYou')}</p>}
      <dl className="apps-facts">
        <div>
          <dt>{t('integrations.facts.lastEvent')}</dt>
          <dd>{integration.lastEventAt ? formatDateTime(integration.lastEventAt) : t('integrations.facts.never')}</dd>
        </div>
        <div>
          <dt>{t('integrations.facts.eventsThisWeek')}</dt>
          <dd>{formatNumber(integration.eventsThisWeek)}</dd>
        </div>
        {integration.lastError && (
          <div>
            <dt>{t('integrations.facts.lastError')}</dt>
            <dd>
              {integration.lastError}
              {integration.lastErrorAt && <span className="apps-log__next">{formatDateTime(integration.lastErrorAt)}</span>}
            </dd>
          </div>
        )}
        {facts}
      </dl>
      <div className="apps-item__actions">
        <Button
          variant="secondary"
          size="sm"
          loading={update.isPending}
          loadingLabel={t(paused ? 'integrations.resuming' : 'integrations.pausing')}
          onClick={() => update.mutate({ integrationID: integration.integrationID, change: { paused: !paused } }, { onSuccess: onChanged })}
        >
          {t(paused ? 'integrations.resume' : 'integrations.pause')}
        </Button>
        <Button variant="danger" size="sm" loading={remove.isPending} loadingLabel={t('integrations.deleting')} onClick={() => setConfirming(true)}>
          {t('integrations.delete')}
        </Button>
      </div>
      {failed && <FailureNotice error={failed.error} action={failed === remove ? 'remove' : 'save'} />}
      {children}
      <ConfirmDialog
        open={confirming}
        title={t('integrations.deleteConfirm')}
        confirmLabel={t('integrations.delete')}
        cancelLabel={t('integrations.cancel')}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(integration.integrationID, { onSuccess: onChanged });
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('integrations.deleteWarning', { name: integration.name })}</p>
      </ConfirmDialog>
    </article>
  );
}

/** A section's integrations as cards, for the kinds whose card adds nothing of its own (KOReader, Audiobookshelf). */
export function IntegrationList({ integrations, onChanged }: { integrations: Integration[]; onChanged: () => void }) {
  if (integrations.length === 0) return null;
  return (
    <ul className="apps-list">
      {integrations.map((integration) => (
        <li key={integration.integrationID}>
          <IntegrationCard integration={integration} onChanged={onChanged} />
        </li>
      ))}
    </ul>
  );
}
