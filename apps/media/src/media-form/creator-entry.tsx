import { useSearchSuggestions } from '@shelfmark/api-client/search';
import { creatorDisplayName, splitCreatorName } from '@shelfmark/contract';
import { IconButton, PlusIcon, TagChip, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useEffect, useRef } from 'react';
import type { ChosenCreator } from './form-values';
import { SuggestionList } from './suggestion-list';

interface CreatorEntryProps {
  value: ChosenCreator[];
  /** The typed name, not yet a chosen creator. */
  text: string;
  onChange: (creators: ChosenCreator[], text: string) => void;
}

/**
 * Typing suggests existing creators; '+' adds the typed name as a new one. Text already there when
 * the entry appears (a prefilled request's creator) is searched at once, so it can be picked too.
 */
export function CreatorEntry({ value, text, onChange }: CreatorEntryProps) {
  const t = useT('media');
  const suggestions = useSearchSuggestions('Creator');
  const chosenIds = new Set(value.map((creator) => creator.creatorID));

  const searchOnMount = useRef(() => {
    if (text.trim() !== '') suggestions.update(text);
  });
  useEffect(() => searchOnMount.current(), []);

  const add = (creator: ChosenCreator) => {
    onChange([...value, creator], '');
    suggestions.clear();
  };
  const addTyped = () => {
    const name = text.trim();
    if (name !== '') add({ name, ...splitCreatorName(name) });
  };

  return (
    <fieldset className="media-form__entry">
      <legend>{t('form.creators')}</legend>
      <ul className="media-form__chips">
        {value.map((creator, index) => (
          <li key={`${creator.creatorID ?? 'new'}-${creator.name}`}>
            <TagChip
              label={creator.creatorID ? creatorDisplayName(creator) : `${creatorDisplayName(creator)} (${t('form.newCreator')})`}
              onRemove={() => onChange(value.filter((_, position) => position !== index), text)}
            />
          </li>
        ))}
      </ul>
      <div className="media-form__row">
        <TextField
          label={t('form.creatorInput')}
          value={text}
          onChange={(event) => {
            onChange(value, event.target.value);
            suggestions.update(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addTyped();
            }
          }}
        />
        <IconButton aria-label={t('form.addCreator', { name: text.trim() })} variant="secondary" onClick={addTyped} disabled={text.trim() === ''}>
          <PlusIcon />
        </IconButton>
      </div>
      <SuggestionList
        label={t('form.creatorSuggestions')}
        items={suggestions.results.filter((creator) => !chosenIds.has(creator.creatorID))}
        keyOf={(creator) => creator.creatorID}
        labelOf={creatorDisplayName}
        onPick={add}
      />
    </fieldset>
  );
}
