import { useCreateToken } from '@shelfmark/api-client/access';
import { TOKEN_NAME_MAX_LENGTH, USER_TOKEN_SCOPES, type CreatedToken } from '@shelfmark/contract';
import { Button, FailureNotice, TextField } from '@shelfmark/design-system';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { CheckboxGroup } from '../checkbox-group';
import { FormHeading } from '../form-heading';
import { EMPTY_TOKEN, TokenFormSchema, todayUtc, tokenOfDraft } from './token-form-schema';

/** The earliest expiry the server takes: tomorrow (UTC). */
const tomorrowUtc = () => new Date(Date.parse(todayUtc()) + 86_400_000).toISOString().slice(0, 10);

/** Name, scopes (read checked) and an optional expiry; hands the created token with its secret up. */
export function TokenForm({ onCreated, returned }: { onCreated: (created: CreatedToken) => void; returned: boolean }) {
  const t = useT('account');
  const create = useCreateToken();
  const form = useSchemaForm(TokenFormSchema, { initial: EMPTY_TOKEN, input: tokenOfDraft });
  const send = form.submit((token) =>
    create.mutate(token, {
      onSuccess: (created) => {
        form.reset(EMPTY_TOKEN);
        onCreated(created);
      },
    }),
  );
  return (
    <form className="apps-form" onSubmit={send} aria-labelledby="token-form-heading" noValidate>
      <FormHeading id="token-form-heading" focused={returned}>
        {t('apps.tokens.formHeading')}
      </FormHeading>
      <TextField label={t('apps.tokens.name')} hint={t('apps.tokens.nameHint')} maxLength={TOKEN_NAME_MAX_LENGTH} required {...form.field('name')} />
      <CheckboxGroup
        legend={t('apps.tokens.scopes')}
        choices={USER_TOKEN_SCOPES.map((scope) => ({ value: scope, label: t(`apps.tokens.scope.${scope}`) }))}
        chosen={form.values.scopes}
        onChange={(scopes) => form.set('scopes', scopes)}
        error={form.errors['scopes']}
      />
      <TextField type="date" label={t('apps.tokens.expiresAt')} hint={t('apps.tokens.expiresAtHint')} min={tomorrowUtc()} className="apps-form__date" {...form.field('expiresAt')} />
      {create.isError && <FailureNotice error={create.error} action="save" />}
      <div>
        <Button type="submit" loading={create.isPending} loadingLabel={t('apps.tokens.creating')}>
          {t('apps.tokens.create')}
        </Button>
      </div>
    </form>
  );
}
