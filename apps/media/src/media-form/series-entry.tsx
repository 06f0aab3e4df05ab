import { useSearchSuggestions } from '@shelfmark/api-client/search';
import type { Series } from '@shelfmark/contract';
import { TagChip, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { SuggestionList } from './suggestion-list';

interface SeriesEntryProps {
  series: Series | null;
  text: string;
  onChange: (series: Series | null, text: string) => void;
}

/** Typing suggests series; a chosen one shows with a remove control, typed text becomes a new series on save. */
export function SeriesEntry({ series, text, onChange }: SeriesEntryProps) {
  const t = useT('media');
  const suggestions = useSearchSuggestions('Series');
  if (series) {
    return (
      <div className="media-form__entry">
        <span className="media-form__label">{t('form.series')}</span>
        <TagChip label={series.name} onRemove={() => onChange(null, '')} />
      </div>
    );
  }
  return (
    <div className="media-form__entry">
      <TextField
        label={t('form.series')}
        value={text}
        hint={text.trim() ? t('form.newSeries', { name: text.trim() }) : undefined}
        onChange={(event) => {
          onChange(null, event.target.value);
          suggestions.update(event.target.value);
        }}
      />
      <SuggestionList
        label={t('form.seriesSuggestions')}
        items={suggestions.results}
        keyOf={(found) => found.seriesID}
        labelOf={(found) => found.name}
        onPick={(found) => {
          onChange(found, '');
          suggestions.clear();
        }}
      />
    </div>
  );
}
