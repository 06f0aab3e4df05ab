import { useCreateWebhook, useUpdateWebhook } from '@shelfmark/api-client/access';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
  WebhookCreateSchema,
  type CreatedWebhook,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@shelfmark/contract';
import { Button, FailureNotice, TextField } from '@shelfmark/design-system';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { useRole } from '@shelfmark/session';
import { CheckboxGroup } from '../checkbox-group';
import { FormHeading } from '../form-heading';
import { eventsFor } from './webhook-events';

interface WebhookDraft {
  url: string;
  events: WebhookEvent[];
  description: string;
}

const EMPTY: WebhookDraft = { url: '', events: [], description: '' };

const bodyOf = ({ url, events, description }: WebhookDraft) => ({ url, events, ...(description.trim() ? { description } : {}) });

type WebhookFormProps =
  | { mode: 'create'; onCreated: (created: CreatedWebhook) => void; returned: boolean }
  | { mode: 'edit'; endpoint: WebhookEndpoint; onDone: () => void };

/**
 * URL, events (with All and None) and an optional description. Creating hands the endpoint
 * with its signing secret up; editing changes an endpoint in place (its secret stays).
 */
export function WebhookForm(props: WebhookFormProps) {
  const t = useT('account');
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const offered = eventsFor(useRole());
  const editing = props.mode === 'edit' ? props.endpoint : null;
  const initial = editing ? { url: editing.url, events: editing.events, description: editing.description } : EMPTY;
  const form = useSchemaForm(WebhookCreateSchema, { initial, input: bodyOf });
  const mutation = editing ? update : create;
  const headingId = editing ? `webhook-edit-${editing.webhookID}-heading` : 'webhook-form-heading';
  const send = form.submit((endpoint) => {
    if (props.mode === 'edit') {
      // A description emptied is sent as empty, to clear it.
      update.mutate({ webhookID: props.endpoint.webhookID, change: { ...endpoint, description: form.values.description.trim() } }, { onSuccess: props.onDone });
    } else {
      create.mutate(endpoint, {
        onSuccess: (created) => {
          form.reset(EMPTY);
          props.onCreated(created);
        },
      });
    }
  });
  return (
    <form className="apps-form" onSubmit={send} aria-labelledby={headingId} noValidate>
      <FormHeading id={headingId} focused={props.mode === 'create' ? props.returned : true}>
        {editing ? t('apps.webhooks.editHeading', { url: editing.url }) : t('apps.webhooks.formHeading')}
      </FormHeading>
      <TextField type="url" inputMode="url" label={t('apps.webhooks.url')} hint={t('apps.webhooks.urlHint')} maxLength={WEBHOOK_URL_MAX_LENGTH} required {...form.field('url')} />
      <CheckboxGroup
        legend={t('apps.webhooks.events')}
        choices={offered.map((event) => ({ value: event, label: t(`apps.events.${event}`), hint: <code>{event}</code> }))}
        chosen={form.values.events}
        onChange={(events) => form.set('events', events)}
        error={form.errors['events']}
        actions={
          <>
            <Button variant="ghost" size="sm" onClick={() => form.set('events', [...offered])}>
              {t('apps.webhooks.all')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => form.set('events', [])}>
              {t('apps.webhooks.none')}
            </Button>
          </>
        }
      />
      <TextField label={t('apps.webhooks.description')} hint={t('apps.webhooks.descriptionHint')} maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH} {...form.field('description')} />
      {mutation.isError && <FailureNotice error={mutation.error} action="save" />}
      <div className="apps-item__actions">
        {editing ? (
          <>
            <Button type="submit" loading={update.isPending} loadingLabel={t('apps.webhooks.saving')}>
              {t('apps.webhooks.save')}
            </Button>
            <Button variant="ghost" onClick={props.mode === 'edit' ? props.onDone : undefined}>
              {t('apps.webhooks.cancel')}
            </Button>
          </>
        ) : (
          <Button type="submit" loading={create.isPending} loadingLabel={t('apps.webhooks.creating')}>
            {t('apps.webhooks.create')}
          </Button>
        )}
      </div>
    </form>
  );
}
