import { useCreateIntegration } from '@shelfmark/api-client/integrations';
import { type CreatedIntegration, DEFAULT_MINIMUM_PERCENT, INTEGRATION_LABELS, INTEGRATION_NAME_MAX_LENGTH, MediaServerCreateSchema, type MediaServerKind, MediaServerSettingsSchema } from '@shelfmark/contract';
import { Button, FailureNotice, TextField } from '@shelfmark/design-system';
import { Checkbox } from '@shelfmark/design-system/controls';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { FormHeading } from '../../apps-and-tokens/form-heading';

interface MediaServerDraft {
  name: string;
  serverUsers: string;
  libraries: string;
  minimumPercent: string;
  createUnknown: boolean;
}

const EMPTY: MediaServerDraft = { name: '', serverUsers: '', libraries: '', minimumPercent: String(DEFAULT_MINIMUM_PERCENT), createUnknown: false };

/** The form's fields side by side, so each message stands under its own field. */
const FormSchema = MediaServerSettingsSchema.extend({ name: MediaServerCreateSchema.shape.name });

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const inputOf = (draft: MediaServerDraft) => ({
  name: draft.name,
  serverUsers: list(draft.serverUsers),
  libraries: list(draft.libraries),
  minimumPercent: draft.minimumPercent.trim() === '' ? Number.NaN : Number(draft.minimumPercent),
  createUnknown: draft.createUnknown,
});

/** Name, server users, libraries, minimum share and whether unknown items are added; hands the new integration (with its address) up. */
export function MediaServerForm({ kind, onCreated, onCancel, returned }: { kind: MediaServerKind; onCreated: (created: CreatedIntegration) => void; onCancel: () => void; returned: boolean }) {
  const t = useT('account');
  const create = useCreateIntegration();
  const form = useSchemaForm(FormSchema, { initial: EMPTY, input: inputOf });
  const label = INTEGRATION_LABELS[kind];
  const headingId = `${kind}-form-heading`;
  const send = form.submit(({ name, ...settings }) =>
    create.mutate(
      { kind, name, settings },
      {
        onSuccess: (created) => {
          form.reset(EMPTY);
          onCreated(created);
        },
      },
    ),
  );
  return (
    <form className="apps-form" onSubmit={send} aria-labelledby={headingId} noValidate>
      <FormHeading id={headingId} focused={returned}>
        {t('integrations.mediaServers.formHeading', { label })}
      </FormHeading>
      <TextField label={t('integrations.mediaServers.name')} hint={t('integrations.mediaServers.nameHint')} maxLength={INTEGRATION_NAME_MAX_LENGTH} required {...form.field('name')} />
      <TextField label={t('integrations.mediaServers.serverUsers')} hint={t('integrations.mediaServers.serverUsersHint')} required {...form.field('serverUsers')} />
      <TextField label={t('integrations.mediaServers.libraries')} hint={t('integrations.mediaServers.librariesHint')} {...form.field('libraries')} />
      <TextField
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        className="apps-form__date"
        label={t('integrations.mediaServers.minimumPercent')}
        hint={t('integrations.mediaServers.minimumPercentHint')}
        {...form.field('minimumPercent')}
      />
      <Checkbox
        label={t('integrations.mediaServers.createUnknown')}
        hint={t('integrations.mediaServers.createUnknownHint')}
        checked={form.values.createUnknown}
        onChange={(event) => form.set('createUnknown', event.target.checked)}
      />
      {create.isError && <FailureNotice error={create.error} action="save" />}
      <div className="apps-item__actions">
        <Button type="submit" loading={create.isPending} loadingLabel={t('integrations.mediaServers.creating')}>
          {t('integrations.mediaServers.create')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('integrations.mediaServers.hideForm')}
        </Button>
      </div>
    </form>
  );
}
