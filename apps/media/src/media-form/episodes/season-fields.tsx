import { Button, TextField } from '@shelfmark/design-system';
import { TextArea } from '@shelfmark/design-system/controls';
import type { FormErrors } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { episodeCount, type SeasonDraft, type SubmediaKind } from './episode-drafts';
import { seasonErrorKey } from './season-issues';

interface SeasonFieldsProps {
  season: SeasonDraft;
  kind: SubmediaKind;
  errors: FormErrors;
  onChange: (season: SeasonDraft) => void;
  /** Absent for an album's songs, which are one list. */
  onRemove?: () => void;
}

/** One season's episodes (or an album's songs) in bulk: how many, then optional titles, air dates and runtimes, one per line. */
export function SeasonFields({ season, kind, errors, onChange, onRemove }: SeasonFieldsProps) {
  const t = useT('media');
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
  const number = season.number.trim();
  const name = number === '' ? t('form.noSeason') : number === '0' ? t('form.specials') : t('form.seasonName', { number });
  return (
    <fieldset className="media-form__entry media-form__season">
      <legend>{t('form.seasonLegend', { name, count: episodeCount(season) })}</legend>
      {fields}
      {onRemove && (
        <Button size="sm" variant="ghost" onClick={onRemove}>
          {t('form.removeSeason', { name })}
        </Button>
      )}
    </fieldset>
  );
}
