import { PLAYERS, type MediaType } from '@shelfmark/contract';
import { TextField } from '@shelfmark/design-system';
import { Select } from '@shelfmark/design-system/controls';
import type { FormErrors, SchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { SeasonsEditor, SongsEditor } from './episodes/seasons-editor';
import type { MediaFormValues } from './form-values';
import { ReleaseField } from './release/release-field';

interface TypeFieldsProps {
  type: MediaType;
  values: MediaFormValues;
  /** By payload field; a season's by seasonErrorKey. */
  errors: FormErrors;
  field: SchemaForm<MediaFormValues, unknown>['field'];
  set: SchemaForm<MediaFormValues, unknown>['set'];
  update: SchemaForm<MediaFormValues, unknown>['update'];
}

/** The fields that differ per type, in the order the spec lists them. */
export function TypeFields({ type, values, errors, field, set, update }: TypeFieldsProps) {
  const t = useT('media');
  const num = (name: 'numPages' | 'seasons' | 'startyear' | 'endyear', label: string) => <TextField label={label} type="number" min={0} {...field(name)} />;
  const seriesNum = <TextField label={t('form.seriesNumber')} type="number" min={0} step="any" {...field('seriesNum')} />;
  const release = (
    <ReleaseField
      value={values.publication}
      precision={values.publicationPrecision}
      error={errors['publication']}
      onChange={(publication, publicationPrecision) => update({ publication, publicationPrecision })}
    />
  );
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
          <SeasonsEditor seasons={values.episodes} errors={errors} onChange={(episodes) => update({ episodes })} />
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
          <SongsEditor seasons={values.episodes} errors={errors} onChange={(episodes) => update({ episodes })} />
        </>
      );
  }
}
