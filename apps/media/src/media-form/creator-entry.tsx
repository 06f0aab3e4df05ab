import { creatorDisplayName, splitCreatorName, type Creator } from '@shelfmark/contract';
import { IconButton, PlusIcon, TagChip, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useEffect, useId, useRef } from 'react';
import type { ChosenCreator } from './form-values';
import { SuggestionList } from './suggestion-list';

/** The creators found for the typed name (useSearchSuggestions('Creator'), kept by the form for its save). */
export interface CreatorSuggestions {
  results: Creator[];
  update: (text: string) => void;
  clear: () => void;
}

interface CreatorEntryProps {
  value: ChosenCreator[];
  /** The typed name, not yet a chosen creator. */
  text: string;
  onChange: (creators: ChosenCreator[], text: string) => void;
  suggestions: CreatorSuggestions;
}

/**
 * Typing suggests existing creators; '+' adds the typed name as a new one, and so does saving with
 * a name left typed (the existing creator of exactly that name when one is suggested). Text
 * already there when the entry appears (a prefilled request's creator) is searched at once, so it
 * can be picked too.
 */
export function CreatorEntry({ value, text, onChange, suggestions }: CreatorEntryProps) {
  const t = useT('media');
  const hintId = useId();
  const typed = text.trim();
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
    if (typed !== '') add({ name: typed, ...splitCreatorName(typed) });
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
          aria-describedby={typed ? hintId : undefined}
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
        <IconButton aria-label={t('form.addCreator', { name: typed })} variant="secondary" onClick={addTyped} disabled={typed === ''}>
          <PlusIcon />
        </IconButton>
      </div>
      {/* Under the row, not the field, so the '+' stays level with the field. */}
      {typed && (
        <p id={hintId} className="media-form__creator-hint">
          {t('form.creatorOnSave', { name: typed })}
        </p>
      )}
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
