import { creatorDisplayName, splitCreatorName } from '@shelfmark/contract';
import { IconButton, PlusIcon, TagChip, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { searchCreators } from '../api/search';
import { useSuggestions } from '../api/use-suggestions';
import type { ChosenCreator } from './form-values';
import { SuggestionList } from './suggestion-list';

interface CreatorEntryProps {
  value: ChosenCreator[];
  onChange: (creators: ChosenCreator[]) => void;
}

/** Typing suggests existing creators; '+' adds the typed name as a new one. */
export function CreatorEntry({ value, onChange }: CreatorEntryProps) {
  const t = useT('media');
  const [text, setText] = useState('');
  const suggestions = useSuggestions(searchCreators);
  const chosenIds = new Set(value.map((creator) => creator.creatorID));

  const add = (creator: ChosenCreator) => {
    onChange([...value, creator]);
    setText('');
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
              onRemove={() => onChange(value.filter((_, position) => position !== index))}
            />
          </li>
        ))}
      </ul>
      <div className="media-form__row">
        <TextField
          label={t('form.creatorInput')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
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
