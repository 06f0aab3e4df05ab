import { Button, TextField } from '@shelfmark/design-system';
import { TextArea } from '@shelfmark/design-system/controls';
import type { FormErrors } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { useEffect, useRef } from 'react';
import { episodeCount, type SeasonDraft, type SubmediaKind } from './episode-drafts';
import { seasonErrorKey } from './season-issues';

interface SeasonFieldsProps {
  season: SeasonDraft;
  kind: SubmediaKind;
  errors: FormErrors;
  onChange: (season: SeasonDraft) => void;
  /** Absent for an album's songs, which are one list. */
  onRemove?: () => void;
  /** A long show's seasons start folded, so the form stays short; one with a message is always open. */
  startOpen?: boolean;
}

/** "Season 2", "Specials", or the episodes without a season. */
export function seasonName(season: SeasonDraft, t: ReturnType<typeof useT>): string {
  const number = season.number.trim();
  return number === '' ? t('form.noSeason') : number === '0' ? t('form.specials') : t('form.seasonName', { number });
}

/** One season's episodes (or an album's songs) in bulk: how many, then optional titles, air dates and runtimes, one per line. */
export function SeasonFields({ season, kind, errors, onChange, onRemove, startOpen = true }: SeasonFieldsProps) {
  const t = useT('media');
  const hasError = Object.keys(errors).some((key) => key.startsWith(`season.${season.key}.`));
  // Opened for a message, and left open (a controlled `open` would fold it again once the message goes).
  const openOnError = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (hasError && openOnError.current) openOnError.current.open = true;
  }, [hasError]);
  const words = kind === 'episode' ? 'episodeList' : 'songList';
  const error = (field: Parameters<typeof seasonErrorKey>[1]) => errors[seasonErrorKey(season, field)];
  const text = (field: 'number' | 'count' | 'titles' | 'airDates' | 'runtimes') => ({
    value: season[field],
    onChange: (event: { target: { value: string } }) => onChange({ ...season, [field]: event.target.value }),
    error: error(field),
  });
  const fields = (
    <>
      {kind === 'episode' && <TextField label={t('form.seasonNumber')} hint={t('form.seasonNumberHint')} type="number" min={0} {...text('number')} />}
      <TextField label={t(`form.${words}.count`)} type="number" min={0} placeholder={String(episodeCount(season))} {...text('count')} />
      <TextArea label={t(`form.${words}.titles`)} hint={t(`form.${words}.titlesHint`)} rows={Math.min(12, Math.max(4, episodeCount(season)))} {...text('titles')} />
      {kind === 'episode' && <TextArea label={t('form.episodeList.airDates')} hint={t('form.episodeList.airDatesHint')} rows={3} {...text('airDates')} />}
      <TextArea label={t(`form.${words}.runtimes`)} hint={t(`form.${words}.runtimesHint`)} rows={2} {...text('runtimes')} />
    </>
  );
  if (kind === 'song') return fields;
  const name = seasonName(season, t);
  const legend = t('form.seasonLegend', { name, count: episodeCount(season) });
  return (
    <details className="media-form__season" open={startOpen} ref={openOnError}>
      <summary>{legend}</summary>
      <fieldset className="media-form__entry">
        <legend className="sm-visually-hidden">{legend}</legend>
        {fields}
        {onRemove && (
          <Button size="sm" variant="ghost" onClick={onRemove}>
            {t('form.removeSeason', { name })}
          </Button>
        )}
      </fieldset>
    </details>
  );
}
