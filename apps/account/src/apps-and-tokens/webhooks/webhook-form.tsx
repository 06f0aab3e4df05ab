import { useCreateWebhook } from '@shelfmark/api-client/access';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH, WebhookCreateSchema, type CreatedWebhook, type WebhookEvent } from '@shelfmark/contract';
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

/** URL, events (with All and None) and an optional description; hands the endpoint with its signing secret up. */
export function WebhookForm({ onCreated, returned }: { onCreated: (created: CreatedWebhook) => void; returned: boolean }) {
  const t = useT('account');
  const create = useCreateWebhook();
  const offered = eventsFor(useRole());
  const form = useSchemaForm(WebhookCreateSchema, { initial: EMPTY, input: bodyOf });
  const send = form.submit((endpoint) =>
    create.mutate(endpoint, {
      onSuccess: (created) => {
        form.reset(EMPTY);
        onCreated(created);
      },
    }),
  );
  return (
    <form className="apps-form" onSubmit={send} aria-labelledby="webhook-form-heading" noValidate>
      <FormHeading id="webhook-form-heading" focused={returned}>
        {t('apps.webhooks.formHeading')}
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
      {create.isError && <FailureNotice error={create.error} action="save" />}
      <div>
        <Button type="submit" loading={create.isPending} loadingLabel={t('apps.webhooks.creating')}>
          {t('apps.webhooks.create')}
        </Button>
      </div>
    </form>
  );
}
