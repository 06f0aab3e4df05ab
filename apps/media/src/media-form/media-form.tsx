import { useSaveMedia } from '@shelfmark/api-client/medias';
import { useAddToLibrary } from '@shelfmark/api-client/usermedias';
import { useSearchSuggestions } from '@shelfmark/api-client/search';
import { GENRES, genreLabel, MEDIA_TYPES, MESSAGES, mediaRequestPath, statusOptions, type MediaType, type Status } from '@shelfmark/contract';
import { Button, FailureNotice, InlineError, linkClassName, TextField } from '@shelfmark/design-system';
import { Checkbox, GenrePicker, Select, TextArea, TypeButtons } from '@shelfmark/design-system/controls';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { useCanEditMedia, useIsAdmin, useRole } from '@shelfmark/session';
import { type FocusEvent, type FormEvent, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CreatorEntry } from './creator-entry';
import { DuplicateWarning } from './duplicate-warning';
import { ConflictMessage, ExternalIdFields } from './external-ids/external-id-fields';
import { externalIdConflict } from './external-ids/external-id-values';
import type { MediaFormValues } from './form-values';
import { LookupMatches } from './lookup/lookup-matches';
import { FilledNote, LookupCover, LookupEpisodesNote } from './lookup/lookup-notes';
import { useFormLookup, type LookupField } from './lookup/use-form-lookup';
import { mediaFormSchema } from './media-payload';
import { releaseFirstDay } from './release/release-value';
import { ScanIsbnButton, ScanNoticeLine } from './scan/scan-isbn';
import { useScanIsbn } from './scan/use-scan-isbn';
import { mediaSave } from './save-media';
import { SeriesEntry } from './series-entry';
import { TypeFields } from './type-fields';
import { withTypedCreator } from './typed-creator';
import './media-form.css';
import './lookup/lookup.css';

/** The order of the type buttons in the spec. */
const FORM_TYPES: MediaType[] = ['videogame', 'album', 'book', 'movie', 'tvshow'];
const TYPE_OPTIONS = FORM_TYPES.map((type) => ({ value: type, label: MEDIA_TYPES.find((info) => info.value === type)?.label ?? type }));
/** Read at each render: the names follow the reader's language. */
const genreOptions = () => GENRES.map((genre) => ({ id: genre.id, label: genreLabel(genre) }));

interface MediaFormProps {
  heading: string;
  initial: MediaFormValues;
  /** The item being edited, or null to add one. */
  mediaID: number | null;
}

export function MediaForm({ heading, initial, mediaID }: MediaFormProps) {
  const t = useT('media');
  const admin = useIsAdmin();
  const staff = useCanEditMedia();
  const role = useRole();
  const navigate = useNavigate();
  const save = useSaveMedia();
  const addToLibrary = useAddToLibrary();
  // Adding only: the shelf the new item goes on once saved ('' for none), as Add To Library offers them.
  const [shelf, setShelf] = useState<Status | ''>('');
  const schema = useMemo(() => mediaFormSchema(t), [t]);
  const form = useSchemaForm(schema, { initial });
  const { values, errors, update } = form;
  const creatorSuggestions = useSearchSuggestions('Creator');
  const lookup = useFormLookup({ values, update, replace: update, enabled: mediaID === null });
  const scan = useScanIsbn({ values, update, pick: lookup.pick, resetLookup: lookup.reset });
  const setLooked = (field: LookupField) => (event: { target: { value: string } }) => {
    update({ [field]: event.target.value });
    lookup.typed(field, event.target.value);
  };
  // Matches beside the form would cover the next fields' suggestions: they go when focus leaves their field.
  const leaveLookup = (event: FocusEvent) => {
    const zone = event.target instanceof Element ? event.target.closest('[data-lookup-zone]')?.getAttribute('data-lookup-zone') : null;
    if (lookup.field && zone !== lookup.field) lookup.dismiss();
  };
  const type = values.type;
  // Another record has one of the ids: shown at its field (staff), or with the save's failure (users do not see the ids).
  const conflict = type ? externalIdConflict(save.error, type) : null;

  const check = form.submit((payload, checked) => {
    save.mutate(mediaSave(checked, payload, mediaID, role), {
      onSuccess: (saved) => {
        if (mediaID !== null || shelf === '') return void navigate(saved.path);
        // A failed add still shows the new item, whose page offers Add To Library again.
        addToLibrary.mutate({ mediaID: saved.mediaID, status: shelf }, { onSettled: () => void navigate(saved.path) });
      },
    });
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!type || lookup.filling) return event.preventDefault();
    // A name left in the creator field is saved as '+' would add it, not dropped.
    if (values.creatorText.trim() !== '') {
      update({ creators: withTypedCreator(values.creators, values.creatorText, creatorSuggestions.results), creatorText: '' });
      creatorSuggestions.clear();
    }
    check(event);
  };

  return (
    <form className="media-form" onSubmit={submit} onFocus={leaveLookup} noValidate>
      <h1>{heading}</h1>
      {mediaID === null && (
        <p className="media-form__request">
          {t('form.requestLead')}{' '}
          <Link to={mediaRequestPath({ type, title: values.title, creator: values.creatorText || values.creators[0]?.name })} className={linkClassName()}>
            {t('form.requestIt')}
          </Link>
        </p>
      )}
      {mediaID === null && <ScanIsbnButton scan={scan} />}
      <TypeButtons
        label={t('form.type')}
        options={TYPE_OPTIONS}
        value={type}
        onChange={(next) => {
          update({ type: next });
          lookup.reset();
        }}
      />
      {type === null ? (
        <p>{MESSAGES.selectMediaType}</p>
      ) : (
        <div className="media-form__fields">
          <div className="media-form__entry" data-lookup-zone="title">
            <TextField label={t('form.title')} value={values.title} onChange={setLooked('title')} error={errors['title']} />
            <LookupMatches lookup={lookup} field="title" />
            <FilledNote lookup={lookup} />
            {mediaID === null && <DuplicateWarning type={type} title={values.title} creators={values.creators} creatorText={values.creatorText} />}
          </div>
          {type === 'book' && (
            <div className="media-form__entry" data-lookup-zone="isbn">
              <TextField label={t('form.isbn')} value={values.isbn} onChange={setLooked('isbn')} error={errors['isbn']} disabled={mediaID !== null} />
              <LookupMatches lookup={lookup} field="isbn" />
              <ScanNoticeLine scan={scan} />
            </div>
          )}
          <CreatorEntry
            value={values.creators}
            text={values.creatorText}
            suggestions={creatorSuggestions}
            onChange={(creators, creatorText) => update({ creators, creatorText })}
          />
          <TextArea label={t('form.description')} rows={5} {...form.field('description')} />
          {type !== 'album' && <SeriesEntry series={values.series} text={values.seriesText} onChange={(series, seriesText) => update({ series, seriesText })} />}
          <TypeFields type={type} values={values} errors={errors} field={form.field} set={form.set} update={update} />
          {(type === 'tvshow' || type === 'album') && <LookupEpisodesNote lookup={lookup} type={type} />}
          {staff && (
            <ExternalIdFields
              type={type}
              values={values.externalIds}
              errors={errors}
              conflict={conflict}
              onChange={(source, value) => {
                if (conflict?.source === source) save.reset();
                update({ externalIds: { ...values.externalIds, [source]: value } });
              }}
            />
          )}
          <GenrePicker legend={t('form.genres')} options={genreOptions()} value={values.genreIDs} onChange={(genreIDs) => update({ genreIDs })} />
          <TextField
            label={t('form.cover')}
            type="file"
            accept=".jpg,image/jpeg"
            onChange={(event) => update({ cover: event.target.files?.[0] ?? null, coverFrom: null })}
            error={errors['cover']}
          />
          <LookupCover lookup={lookup} cover={values.cover} coverFrom={values.coverFrom} onRemove={() => update({ cover: null, coverFrom: null })} />
          {admin && <Checkbox label={t('form.restricted')} checked={values.restricted} onChange={(event) => update({ restricted: event.target.checked })} />}
          {mediaID === null && (
            <Select
              label={t('form.shelf')}
              placeholder={t('form.noShelf')}
              value={shelf}
              options={statusOptions(type, null, releaseFirstDay(values.publication, values.publicationPrecision)).map((option) => ({ value: option.value, label: option.label }))}
              onChange={(event) => setShelf(event.target.value as Status | '')}
            />
          )}
          {errors['genreIDs'] && <InlineError>{errors['genreIDs']}</InlineError>}
          {conflict && !staff ? (
            <InlineError>
              <ConflictMessage conflict={conflict} type={type} />
            </InlineError>
          ) : (
            save.error && !conflict && <FailureNotice error={save.error} action="save" />
          )}
          <div className="media-form__actions">
            <Button variant="ghost" onClick={() => void navigate(-1)}>
              {t('form.cancel')}
            </Button>
            <Button
              type="submit"
              variant="primary"
              loading={save.isPending || save.isSuccess || addToLibrary.isPending || lookup.filling}
              loadingLabel={lookup.filling ? t('lookup.waiting') : t('form.saving')}
            >
              {t('form.save')}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
