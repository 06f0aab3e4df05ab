import {
  MEDIA_TYPES,
  type MediaType,
  REVIEW_YEAR_MAX,
  REVIEW_YEAR_MIN,
  SHARE_FIELD_VALUES,
  SHARE_SHELF_VALUES,
  type ShareCreate,
  ShareCreateSchema,
  SHARE_TITLE_MAX,
  type ShareField,
  type ShareShelf,
} from '@shelfmark/contract';
import { ApiError } from '@shelfmark/api-client';
import { useCreateShare } from '@shelfmark/api-client/shares';
import { Button, InlineError, TextField } from '@shelfmark/design-system';
import { Checkbox, Select } from '@shelfmark/design-system/controls';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { useShareLabels } from './share-labels';

type Fields = Record<ShareField, boolean>;
const DEFAULT_FIELDS: Fields = { covers: true, creators: true, ratings: false, reviews: false, tags: false };

interface ShareDraft {
  kind: 'year' | 'shelf';
  year: string;
  shelf: ShareShelf;
  type: MediaType | '';
  title: string;
  fields: Fields;
}

function firstDraft(initialYear: number | null): ShareDraft {
  const year = String(initialYear ?? new Date().getFullYear());
  return { kind: initialYear === null ? 'shelf' : 'year', year, shelf: 'read', type: '', title: '', fields: DEFAULT_FIELDS };
}

/** The link to create from what the form shows: a year link, or a shelf link (which has no tags). */
function shareOf({ kind, year, shelf, type, title, fields }: ShareDraft): ShareCreate {
  return kind === 'year'
    ? { kind, year: year.trim() === '' ? Number.NaN : Number(year), fields, title: title || null }
    : { kind, shelf, type: type || null, fields: { ...fields, tags: false }, title: title || null };
}

/** The new link's settings; a year given in the address (from the year in review's Share) starts as a year link. */
export function ShareForm({ initialYear }: { initialYear: number | null }) {
  const t = useT('library');
  const labels = useShareLabels();
  const create = useCreateShare();
  const form = useSchemaForm(ShareCreateSchema, { initial: firstDraft(initialYear), input: shareOf });
  const { kind, shelf, type, fields } = form.values;
  const shownFields = SHARE_FIELD_VALUES.filter((field) => kind === 'year' || field !== 'tags');

  return (
    <form className="shares__form" onSubmit={form.submit((share) => create.mutate(share))} aria-labelledby="share-form-heading" noValidate>
      <h2 id="share-form-heading">{t('shares.createHeading')}</h2>
      <fieldset className="shares__kind">
        <legend>{t('shares.kind')}</legend>
        {(['year', 'shelf'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="share-kind" value={value} checked={kind === value} onChange={() => form.set('kind', value)} />{' '}
            {t(value === 'year' ? 'shares.kindYear' : 'shares.kindShelf')}
          </label>
        ))}
      </fieldset>
      {kind === 'year' ? (
        <TextField label={t('shares.year')} type="number" min={REVIEW_YEAR_MIN} max={REVIEW_YEAR_MAX} required {...form.field('year')} />
      ) : (
        <div className="shares__row">
          <Select
            label={t('shares.shelf')}
            value={shelf}
            options={SHARE_SHELF_VALUES.map((value) => ({ value, label: labels.shelfName(value, type === '' ? null : type) }))}
            onChange={(event) => form.set('shelf', event.target.value as ShareShelf)}
          />
          <Select
            label={t('shares.type')}
            value={type}
            options={[{ value: '', label: t('shares.allTypes') }, ...MEDIA_TYPES.map((info) => ({ value: info.value, label: info.plural }))]}
            onChange={(event) => form.set('type', event.target.value as MediaType | '')}
          />
        </div>
      )}
      <TextField label={t('shares.linkTitle')} maxLength={SHARE_TITLE_MAX} {...form.field('title')} />
      <fieldset className="shares__fields">
        <legend>{t('shares.fieldsLegend')}</legend>
        {shownFields.map((field) => (
          <Checkbox key={field} label={t(`shares.fields.${field}`)} checked={fields[field]} onChange={(event) => form.set('fields', { ...fields, [field]: event.target.checked })} />
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
