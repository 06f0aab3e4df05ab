import { PLAYERS, type MediaType } from '@shelfmark/contract';
import { TextField } from '@shelfmark/design-system';
import { Select, TextArea } from '@shelfmark/design-system/controls';
import type { FormErrors, SchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import type { MediaFormValues } from './form-values';

interface TypeFieldsProps {
  type: MediaType;
  values: MediaFormValues;
  /** By payload field: an album's songs are checked as submedia. */
  errors: FormErrors;
  field: SchemaForm<MediaFormValues, unknown>['field'];
  set: SchemaForm<MediaFormValues, unknown>['set'];
}

/** The fields that differ per type, in the order the spec lists them. */
export function TypeFields({ type, values, errors, field, set }: TypeFieldsProps) {
  const t = useT('media');
  const num = (name: 'numPages' | 'seasons' | 'startyear' | 'endyear', label: string) => <TextField label={label} type="number" min={0} {...field(name)} />;
  const seriesNum = <TextField label={t('form.seriesNumber')} type="number" min={0} step="any" {...field('seriesNum')} />;
  const release = <TextField label={t('form.release')} type="date" {...field('publication')} />;
  const parentGuide = <TextField label={t('form.parentGuide')} {...field('parentguide')} />;

  switch (type) {
    case 'book':
      return <>{seriesNum}{release}{num('numPages', t('form.numPages'))}</>;
    case 'movie':
      return <>{seriesNum}{release}{num('numPages', t('form.length'))}{parentGuide}</>;
    case 'tvshow':
      return (
        <>
          {seriesNum}
          {num('seasons', t('form.seasons'))}
          {num('startyear', t('form.startYear'))}
          {num('endyear', t('form.endYear'))}
          <TextField label={t('form.numEpisodes')} type="number" {...field('numEpisodes')} />
          <TextField label={t('form.episodeLength')} type="number" min={1} max={1440} {...field('episodeLength')} />
          {parentGuide}
        </>
      );
    case 'videogame':
      return (
        <>
          {seriesNum}
          {release}
          {num('numPages', t('form.missions'))}
          <Select
            label={t('form.players')}
            value={values.players}
            onChange={(event) => set('players', event.target.value)}
            options={[
              { value: String(PLAYERS.single), label: t('form.single') },
              { value: String(PLAYERS.multi), label: t('form.multi') },
            ]}
          />
        </>
      );
    case 'album':
      return (
        <>
          {release}
          <TextArea label={t('form.songs')} hint={t('form.songsHint')} rows={8} {...field('songs')} error={errors['submedia']} />
        </>
      );
  }
}
