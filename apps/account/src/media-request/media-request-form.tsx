import { useCreateMediaRequest } from '@shelfmark/api-client/mediarequests';
import { MediaRequestCreateSchema, mediaTypeLabel, readMediaPrefill, type MediaType } from '@shelfmark/contract';
import { Button, InlineError, TextField } from '@shelfmark/design-system';
import { Toast } from '@shelfmark/design-system/controls';
import { TextArea, TypeButtons } from '@shelfmark/design-system/controls';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { useUserId } from '@shelfmark/session';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_REQUEST_TYPE, DETAILS_ROWS, REQUEST_TYPE_OPTIONS } from './request-types';

const EMPTY = { title: '', creator: '', details: '' };

/**
 * Type selector, '{type} Title', '{type} Creator' and 'Additional Details'; confirms a stored
 * request. A link from search or Add Media starts it filled in (?type=&title=&creator=).
 */
export function MediaRequestForm() {
  const t = useT('account');
  const userID = useUserId();
  const create = useCreateMediaRequest();
  const [params] = useSearchParams();
  const [prefill] = useState(() => readMediaPrefill(params));
  const [type, setType] = useState<MediaType>(prefill.type ?? DEFAULT_REQUEST_TYPE);
  const form = useSchemaForm(MediaRequestCreateSchema, {
    initial: { ...EMPTY, title: prefill.title, creator: prefill.creator },
    input: (values) => ({ ...values, userID: userID ?? undefined, type, creator: values.creator.trim() || undefined }),
  });
  const [sentTitle, setSentTitle] = useState<string | null>(null);
  const typeLabel = mediaTypeLabel(type);

  const send = form.submit((request) => {
    setSentTitle(null);
    create.mutate(request, {
      onSuccess: (record) => {
        setSentTitle(record.title);
        form.reset(EMPTY);
      },
    });
  });

  return (
    <form className="account-form" onSubmit={send} noValidate>
      <TypeButtons
        label={t('mediaRequest.typeLabel')}
        options={REQUEST_TYPE_OPTIONS}
        value={type}
        onChange={(next) => next && setType(next)}
      />
      <TextField
        label={t('mediaRequest.titleField', { type: typeLabel })}
        {...form.field('title')}
        required
      />
      <TextField
        label={t('mediaRequest.creatorField', { type: typeLabel })}
        hint={t('mediaRequest.optional')}
        {...form.field('creator')}
      />
      <TextArea
        label={t('mediaRequest.detailsField')}
        hint={t('mediaRequest.detailsHint')}
        rows={DETAILS_ROWS}
        {...form.field('details')}
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
