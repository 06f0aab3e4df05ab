import { LOOKUP_SERVICE_LABELS, type LookupService } from '@shelfmark/contract';
import { Button } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useEffect, useState } from 'react';
import type { FormLookup } from './use-form-lookup';

/** After a pick: where the values came from, and Undo, which puts back the form as it was. */
export function FilledNote({ lookup }: { lookup: FormLookup }) {
  const t = useT('media');
  if (!lookup.filled) return null;
  const service = LOOKUP_SERVICE_LABELS[lookup.filled.service];
  return (
    <div className="media-form__lookup-filled" role="status">
      <span>{lookup.filling ? t('lookup.filling', { service }) : t('lookup.filled', { service })}</span>
      <Button size="sm" variant="secondary" onClick={lookup.filled.undo}>
        {t('lookup.undo')}
      </Button>
    </div>
  );
}

/** A show's episodes or an album's songs on their way from the service, or why they did not come. */
export function LookupEpisodesNote({ lookup, type }: { lookup: FormLookup; type: 'tvshow' | 'album' }) {
  const t = useT('media');
  if (!lookup.filled || lookup.episodes === 'idle') return null;
  const service = LOOKUP_SERVICE_LABELS[lookup.filled.service];
  const words = type === 'tvshow' ? 'episodes' : 'songs';
  return (
    <p className="media-form__lookup-note" role="status">
      {t(lookup.episodes === 'fetching' ? `lookup.${words}Fetching` : `lookup.${words}Failed`, { service })}
    </p>
  );
}

/** An object URL for a file while it is shown, revoked after. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

interface LookupCoverProps {
  lookup: FormLookup;
  cover: File | null;
  coverFrom: LookupService | null;
  onRemove: () => void;
}

/** The cover a match brought (a file input cannot show a file it was not given), or how fetching it went. */
export function LookupCover({ lookup, cover, coverFrom, onRemove }: LookupCoverProps) {
  const t = useT('media');
  const url = useObjectUrl(coverFrom ? cover : null);
  const service = lookup.filled ? LOOKUP_SERVICE_LABELS[lookup.filled.service] : '';
  if (lookup.cover === 'fetching') return <p className="media-form__lookup-note" role="status">{t('lookup.coverFetching', { service })}</p>;
  if (lookup.cover === 'failed') return <p className="media-form__lookup-note" role="status">{t('lookup.coverFailed', { service })}</p>;
  if (!coverFrom || !url) return null;
  const from = LOOKUP_SERVICE_LABELS[coverFrom];
  return (
    <figure className="media-form__lookup-cover">
      <img src={url} alt={t('lookup.coverAlt', { service: from })} />
      <figcaption>
        <span>{t('lookup.coverFrom', { service: from })}</span>
        <Button size="sm" variant="ghost" onClick={onRemove}>
          {t('lookup.coverRemove')}
        </Button>
      </figcaption>
    </figure>
  );
}
