import { Button, useIsNarrow } from '@shelfmark/design-system';

interface SuggestionListProps<T> {
  label: string;
  items: readonly T[];
  keyOf: (item: T) => number;
  labelOf: (item: T) => string;
  onPick: (item: T) => void;
}

/** Suggestions beside the form on wide screens, inline under the field on narrow ones. */
export function SuggestionList<T>({ label, items, keyOf, labelOf, onPick }: SuggestionListProps<T>) {
  const narrow = useIsNarrow();
  if (items.length === 0) return null;
  return (
    <ul className={`media-form__suggestions media-form__suggestions--${narrow ? 'inline' : 'beside'}`} aria-label={label}>
      {items.map((item) => (
        <li key={keyOf(item)}>
          <Button size="sm" variant="ghost" onClick={() => onPick(item)}>
            {labelOf(item)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
