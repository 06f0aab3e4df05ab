import { PLAYERS, type MediaType } from '@shelfmark/contract';
import { Select, TextArea, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import type { MediaFormValues } from './form-values';
import type { FieldErrors } from './media-payload';

interface TypeFieldsProps {
  type: MediaType;
  values: MediaFormValues;
  errors: FieldErrors;
  set: (field: keyof MediaFormValues) => (event: { target: { value: string } }) => void;
}

/** The fields that differ per type, in the order the spec lists them. */
export function TypeFields({ type, values, errors, set }: TypeFieldsProps) {
  const t = useT('media');
  const num = (field: 'numPages' | 'seasons' | 'startyear' | 'endyear', label: string) => (
    <TextField label={label} type="number" min={0} value={values[field]} onChange={set(field)} error={errors[field]} />
  );
  const seriesNum = <TextField label={t('form.seriesNumber')} type="number" min={0} step="any" value={values.seriesNum} onChange={set('seriesNum')} error={errors['seriesNum']} />;
  const release = <TextField label={t('form.release')} type="date" value={values.publication} onChange={set('publication')} error={errors['publication']} />;
  const parentGuide = <TextField label={t('form.parentGuide')} value={values.parentguide} onChange={set('parentguide')} error={errors['parentguide']} />;

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
          <TextField label={t('form.numEpisodes')} type="number" value={values.numEpisodes} onChange={set('numEpisodes')} error={errors['numEpisodes']} />
          <TextField
            label={t('form.episodeLength')}
            type="number"
            min={1}
            max={1440}
            value={values.episodeLength}
            onChange={set('episodeLength')}
            error={errors['episodeLength']}
          />
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
            onChange={set('players')}
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
          <TextArea label={t('form.songs')} hint={t('form.songsHint')} rows={8} value={values.songs} onChange={set('songs')} error={errors['submedia']} />
        </>
      );
  }
}
