import { MEDIA_TYPES, type MediaType, REVIEW_YEAR_MAX, REVIEW_YEAR_MIN, SHARE_FIELD_VALUES, SHARE_SHELF_VALUES, type ShareCreate, type ShareField, type ShareShelf } from '@shelfmark/contract';
import { ApiError } from '@shelfmark/api-client';
import { useCreateShare } from '@shelfmark/api-client/shares';
import { Button, Checkbox, InlineError, Select, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { type FormEvent, useState } from 'react';
import { useShareLabels } from './share-labels';

type Fields = Record<ShareField, boolean>;
const DEFAULT_FIELDS: Fields = { covers: true, creators: true, ratings: false, reviews: false, tags: false };

/** The new link's settings; a year given in the address (from the year in review's Share) starts as a year link. */
export function ShareForm({ initialYear }: { initialYear: number | null }) {
  const t = useT('library');
  const labels = useShareLabels();
  const create = useCreateShare();
  const [kind, setKind] = useState<'year' | 'shelf'>(initialYear === null ? 'shelf' : 'year');
  const [year, setYear] = useState(String(initialYear ?? new Date().getFullYear()));
  const [shelf, setShelf] = useState<ShareShelf>('read');
  const [type, setType] = useState<MediaType | ''>('');
  const [title, setTitle] = useState('');
  const [fields, setFields] = useState<Fields>(DEFAULT_FIELDS);
  const shownFields = SHARE_FIELD_VALUES.filter((field) => kind === 'year' || field !== 'tags');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ShareCreate =
      kind === 'year'
        ? { kind, year: Number(year), fields, title: title || null }
        : { kind, shelf, type: type || null, fields: { ...fields, tags: false }, title: title || null };
    create.mutate(body);
  };

  return (
    <form className="shares__form" onSubmit={submit} aria-labelledby="share-form-heading">
      <h2 id="share-form-heading">{t('shares.createHeading')}</h2>
      <fieldset className="shares__kind">
        <legend>{t('shares.kind')}</legend>
        {(['year', 'shelf'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="share-kind" value={value} checked={kind === value} onChange={() => setKind(value)} />{' '}
            {t(value === 'year' ? 'shares.kindYear' : 'shares.kindShelf')}
          </label>
        ))}
      </fieldset>
      {kind === 'year' ? (
        <TextField label={t('shares.year')} type="number" min={REVIEW_YEAR_MIN} max={REVIEW_YEAR_MAX} required value={year} onChange={(event) => setYear(event.target.value)} />
      ) : (
        <div className="shares__row">
          <Select
            label={t('shares.shelf')}
            value={shelf}
            options={SHARE_SHELF_VALUES.map((value) => ({ value, label: labels.shelfName(value) }))}
            onChange={(event) => setShelf(event.target.value as ShareShelf)}
          />
          <Select
            label={t('shares.type')}
            value={type}
            options={[{ value: '', label: t('shares.allTypes') }, ...MEDIA_TYPES.map((info) => ({ value: info.value, label: info.plural }))]}
            onChange={(event) => setType(event.target.value as MediaType | '')}
          />
        </div>
      )}
      <TextField label={t('shares.linkTitle')} maxLength={80} value={title} onChange={(event) => setTitle(event.target.value)} />
      <fieldset className="shares__fields">
        <legend>{t('shares.fieldsLegend')}</legend>
        {shownFields.map((field) => (
          <Checkbox key={field} label={t(`shares.fields.${field}`)} checked={fields[field]} onChange={(event) => setFields({ ...fields, [field]: event.target.checked })} />
        ))}
      </fieldset>
      <div>
        <Button type="submit" loading={create.isPending} loadingLabel={t('shares.creating')}>
          {t('shares.create')}
        </Button>
      </div>
      <p role="status" className="shares__status">
        {create.isSuccess ? t('shares.created') : ''}
      </p>
      {create.isError && <InlineError>{t('shares.createFailed', { message: serverMessage(create.error) })}</InlineError>}
    </form>
  );
}

const serverMessage = (error: Error) => (error instanceof ApiError && error.serverMessage) || error.message;
