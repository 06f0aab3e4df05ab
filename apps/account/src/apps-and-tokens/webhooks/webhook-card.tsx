import { useDeleteWebhook, useSendTestEvent, useUpdateWebhook } from '@shelfmark/api-client/access';
import type { WebhookEndpoint } from '@shelfmark/contract';
import { Button, ChevronDownIcon, FailureNotice } from '@shelfmark/design-system';
import { ConfirmDialog } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { useId, useState } from 'react';
import { DeliveryLog } from './delivery-log';
import { DisabledNotice } from './disabled-notice';
import { WebhookForm } from './webhook-form';

/** One endpoint: address, events, state (why it was disabled, Re-enable), Edit, Turn off, a test event, Delete, the delivery log. */
export function WebhookCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useT('account');
  const id = useId();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useSendTestEvent();
  const [confirming, setConfirming] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const failed = [update, remove, test].find((mutation) => mutation.isError);

  return (
    <article className="apps-item" aria-labelledby={id}>
      <div className="apps-item__head">
        <h4 id={id} className="apps-item__url">
          {endpoint.url}
        </h4>
        <span className={`apps-state apps-state--${endpoint.enabled ? 'delivered' : 'failed'}`}>{t(endpoint.enabled ? 'apps.webhooks.enabled' : 'apps.webhooks.disabled')}</span>
      </div>
      {endpoint.description && <p className="apps-item__description">{endpoint.description}</p>}
      {!endpoint.enabled && (
        <DisabledNotice
          endpoint={endpoint}
          reenabling={update.isPending}
          onReenable={() => update.mutate({ webhookID: endpoint.webhookID, change: { enabled: true } })}
        />
      )}
      {editing ? (
        <WebhookForm mode="edit" endpoint={endpoint} onDone={() => setEditing(false)} />
      ) : (
        <>
          <ul className="apps-events" aria-label={t('apps.webhooks.events')}>
            {endpoint.events.map((event) => (
              <li key={event}>
                <code>{event}</code>
              </li>
            ))}
          </ul>
          <div className="apps-item__actions">
            <Button variant="secondary" size="sm" loading={test.isPending} loadingLabel={t('apps.webhooks.testing')} onClick={() => test.mutate(endpoint.webhookID, { onSuccess: () => setLogOpen(true) })}>
              {t('apps.webhooks.test')}
            </Button>
            <Button variant="ghost" size="sm" aria-expanded={logOpen} aria-controls={`${id}-log`} onClick={() => setLogOpen((open) => !open)}>
              {t(logOpen ? 'apps.log.hide' : 'apps.log.show')}
              <ChevronDownIcon className={logOpen ? 'apps-toggle apps-toggle--open' : 'apps-toggle'} />
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {t('apps.webhooks.edit')}
            </Button>
            {endpoint.enabled && (
              <Button
                variant="ghost"
                size="sm"
                loading={update.isPending}
                loadingLabel={t('apps.webhooks.turningOff')}
                onClick={() => update.mutate({ webhookID: endpoint.webhookID, change: { enabled: false } })}
              >
                {t('apps.webhooks.turnOff')}
              </Button>
            )}
            <Button variant="danger" size="sm" loading={remove.isPending} loadingLabel={t('apps.webhooks.deleting')} onClick={() => setConfirming(true)}>
              {t('apps.webhooks.delete')}
            </Button>
          </div>
          <p role="status" className="apps-item__status">
            {test.isSuccess ? t('apps.webhooks.testSent') : ''}
          </p>
        </>
      )}
      {failed && !editing && <FailureNotice error={failed.error} action={failed === remove ? 'remove' : 'save'} />}
      {logOpen && <DeliveryLog webhookID={endpoint.webhookID} url={endpoint.url} id={`${id}-log`} />}
      <ConfirmDialog
        open={confirming}
        title={t('apps.webhooks.deleteConfirm')}
        confirmLabel={t('apps.webhooks.delete')}
        cancelLabel={t('apps.webhooks.cancel')}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(endpoint.webhookID);
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('apps.webhooks.deleteWarning', { url: endpoint.url })}</p>
      </ConfirmDialog>
    </article>
  );
}
