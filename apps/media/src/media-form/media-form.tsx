import { GENRES, MEDIA_TYPES, MESSAGES, type MediaType } from '@shelfmark/contract';
import { Button, Checkbox, GenrePicker, InlineError, TextArea, TextField, TypeButtons } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useIsAdmin } from '@shelfmark/session';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { mediaKeys } from '../api/query-keys';
import { CreatorEntry } from './creator-entry';
import type { MediaFormValues } from './form-values';
import { buildPayload, type FieldErrors } from './media-payload';
import { saveMedia } from './save-media';
import { SeriesEntry } from './series-entry';
import { TypeFields } from './type-fields';
import './media-form.css';

/** The order of the type buttons in the spec. */
const FORM_TYPES: MediaType[] = ['videogame', 'album', 'book', 'movie', 'tvshow'];
const TYPE_OPTIONS = FORM_TYPES.map((type) => ({ value: type, label: MEDIA_TYPES.find((info) => info.value === type)?.label ?? type }));
const GENRE_OPTIONS = GENRES.map((genre) => ({ id: genre.id, label: genre.name }));

interface MediaFormProps {
  heading: string;
  initial: MediaFormValues;
  /** The item being edited, or null to add one. */
  mediaID: number | null;
}

export function MediaForm({ heading, initial, mediaID }: MediaFormProps) {
  const t = useT('media');
  const admin = useIsAdmin();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const update = (patch: Partial<MediaFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const set = (field: keyof MediaFormValues) => (event: { target: { value: string } }) => update({ [field]: event.target.value });
  const type = values.type;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!type) return;
    const built = buildPayload(values, type);
    if ('errors' in built) return setErrors(built.errors);
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      const saved = await saveMedia(values, built.payload, mediaID);
      await Promise.all([
        client.invalidateQueries({ queryKey: mediaKeys.media(saved.mediaID) }),
        client.invalidateQueries({ queryKey: mediaKeys.shelfItem(saved.mediaID) }),
      ]);
      await navigate(saved.path);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setSaving(false);
    }
  };

  return (
    <form className="media-form" onSubmit={(event) => void submit(event)} noValidate>
      <h1>{heading}</h1>
      <TypeButtons label={t('form.type')} options={TYPE_OPTIONS} value={type} onChange={(next) => update({ type: next })} />
      {type === null ? (
        <p>{MESSAGES.selectMediaType}</p>
      ) : (
        <div className="media-form__fields">
          <TextField label={t('form.title')} value={values.title} onChange={set('title')} error={errors['title']} />
          {type === 'book' && <TextField label={t('form.isbn')} value={values.isbn} onChange={set('isbn')} error={errors['isbn']} disabled={mediaID !== null} />}
          <CreatorEntry value={values.creators} text={values.creatorText} onChange={(creators, creatorText) => update({ creators, creatorText })} />
          <TextArea label={t('form.description')} rows={5} value={values.description} onChange={set('description')} error={errors['description']} />
          {type !== 'album' && <SeriesEntry series={values.series} text={values.seriesText} onChange={(series, seriesText) => update({ series, seriesText })} />}
          <TypeFields type={type} values={values} errors={errors} set={set} />
          <GenrePicker legend={t('form.genres')} options={GENRE_OPTIONS} value={values.genreIDs} onChange={(genreIDs) => update({ genreIDs })} />
          <TextField
            label={t('form.cover')}
            type="file"
            accept=".jpg,image/jpeg"
            onChange={(event) => update({ cover: event.target.files?.[0] ?? null })}
            error={errors['cover']}
          />
          {admin && <Checkbox label={t('form.restricted')} checked={values.restricted} onChange={(event) => update({ restricted: event.target.checked })} />}
          {(failure ?? errors['genreIDs']) && <InlineError>{failure ?? errors['genreIDs']}</InlineError>}
          <div className="media-form__actions">
            <Button variant="ghost" onClick={() => void navigate(-1)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" variant="primary" loading={saving} loadingLabel={t('form.saving')}>
              {t('form.save')}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
