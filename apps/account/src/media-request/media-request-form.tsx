import { useCreateMediaRequest } from '@shelfmark/api-client/mediarequests';
import { fieldErrors, MediaRequestCreateSchema, mediaTypeLabel, withoutError, type FieldErrors, type MediaType } from '@shelfmark/contract';
import { Button, InlineError, TextArea, TextField, Toast, TypeButtons } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useUserId } from '@shelfmark/session';
import { useState, type FormEvent } from 'react';
import { DEFAULT_REQUEST_TYPE, DETAILS_ROWS, REQUEST_TYPE_OPTIONS } from './request-types';

type TextFieldName = 'title' | 'creator' | 'details';

const EMPTY = { title: '', creator: '', details: '' };

/** Type selector, '{type} Title', '{type} Creator' and 'Additional Details'; confirms a stored request. */
export function MediaRequestForm() {
  const t = useT('account');
  const userID = useUserId();
  const create = useCreateMediaRequest();
  const [type, setType] = useState<MediaType>(DEFAULT_REQUEST_TYPE);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<TextFieldName>>({});
  const [sentTitle, setSentTitle] = useState<string | null>(null);
  const typeLabel = mediaTypeLabel(type);

  const change = (field: TextFieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = MediaRequestCreateSchema.safeParse({
      userID: userID ?? undefined,
      type,
      title: values.title,
      creator: values.creator.trim() || undefined,
      details: values.details,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setSentTitle(null);
    create.mutate(parsed.data, {
      onSuccess: (record) => {
        setSentTitle(record.title);
        setValues(EMPTY);
      },
    });
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <TypeButtons
        label={t('mediaRequest.typeLabel')}
        options={REQUEST_TYPE_OPTIONS}
        value={type}
        onChange={(next) => next && setType(next)}
      />
      <TextField
        label={t('mediaRequest.titleField', { type: typeLabel })}
        value={values.title}
        onChange={(event) => change('title', event.target.value)}
        error={errors.title}
        required
      />
      <TextField
        label={t('mediaRequest.creatorField', { type: typeLabel })}
        hint={t('mediaRequest.optional')}
        value={values.creator}
        onChange={(event) => change('creator', event.target.value)}
        error={errors.creator}
      />
      <TextArea
        label={t('mediaRequest.detailsField')}
        hint={t('mediaRequest.detailsHint')}
        rows={DETAILS_ROWS}
        value={values.details}
        onChange={(event) => change('details', event.target.value)}
        error={errors.details}
      />
      {create.isError && <InlineError>{t('mediaRequest.failed')}</InlineError>}
      {sentTitle !== null && (
        <Toast
          tone="success"
          placement="inline"
          message={t('mediaRequest.sent', { title: sentTitle })}
          onDismiss={() => setSentTitle(null)}
        />
      )}
      <div className="account-form__actions">
        <Button type="submit" loading={create.isPending} loadingLabel={t('mediaRequest.sending')}>
          {t('mediaRequest.submit')}
        </Button>
      </div>
    </form>
  );
}
