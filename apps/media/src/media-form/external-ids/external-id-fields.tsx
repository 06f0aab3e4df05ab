import { useMedia } from '@shelfmark/api-client/medias';
import { EXTERNAL_SOURCE_LABELS, mediaPath, type ExternalSource, type MediaType } from '@shelfmark/contract';
import { linkClassName, TextField } from '@shelfmark/design-system';
import type { FormErrors } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { Link } from 'react-router-dom';
import { EXTERNAL_SOURCES_OF, externalIdErrorKey, type ExternalIdConflict } from './external-id-values';

interface ExternalIdFieldsProps {
  type: MediaType;
  values: Partial<Record<ExternalSource, string>>;
  errors: FormErrors;
  conflict: ExternalIdConflict | null;
  onChange: (source: ExternalSource, value: string) => void;
}

/**
 * The refusal of an id another record has, with a link to that record. An IMDb id names films and
 * shows alike, so the record's own type makes the link; the form's stands in until it is known.
 */
export function ConflictMessage({ conflict, type }: { conflict: ExternalIdConflict; type: MediaType }) {
  const t = useT('media');
  const holder = useMedia(conflict.mediaID);
  return (
    <>
      {conflict.message}{' '}
      <Link className={linkClassName()} to={mediaPath({ type: holder.data?.type ?? type, mediaID: conflict.mediaID })}>
        {t('form.externalIdOpen')}
      </Link>
    </>
  );
}

/** Staff only: the record's ids at the services its type is known by; a pasted link works too. */
export function ExternalIdFields({ type, values, errors, conflict, onChange }: ExternalIdFieldsProps) {
  const t = useT('media');
  return (
    <fieldset className="media-form__entry media-form__ids">
      <legend>{t('form.externalIds')}</legend>
      <p className="media-form__hint">{t('form.externalIdsHint')}</p>
      {EXTERNAL_SOURCES_OF[type].map((source) => (
        <TextField
          key={source}
          label={EXTERNAL_SOURCE_LABELS[source]}
          value={values[source] ?? ''}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(source, event.target.value)}
          error={conflict?.source === source ? <ConflictMessage conflict={conflict} type={type} /> : errors[externalIdErrorKey(source)]}
        />
      ))}
    </fieldset>
  );
}
