import type { ReactNode } from 'react';
import { CheckIcon } from '../../icons/icons';
import { cx } from '../../utils/class-names';
import { FieldMessages, useFieldWiring } from '../field/field';
import './genre-picker.css';

export interface GenreOption<Id extends string | number> {
  id: Id;
  label: string;
}

export interface GenrePickerProps<Id extends string | number> {
  /** The group's visible name, e.g. 'Genres'. */
  legend: string;
  options: ReadonlyArray<GenreOption<Id>>;
  /** Selected ids. */
  value: readonly Id[];
  /** Receives the selected ids in the options' order. */
  onChange: (value: Id[]) => void;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/** Pick any number of genres: checkboxes shown as chips. */
export function GenrePicker<Id extends string | number>({
  legend,
  options,
  value,
  onChange,
  hint,
  error,
  className,
}: GenrePickerProps<Id>) {
  const wiring = useFieldWiring(undefined, hint, error);
  const selected = new Set(value);

  const toggle = (id: Id) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(options.filter((option) => next.has(option.id)).map((option) => option.id));
  };

  return (
    <fieldset
      className={cx('sm-genre-picker', className)}
      aria-describedby={wiring.controlProps['aria-describedby']}
      aria-invalid={wiring.controlProps['aria-invalid']}
    >
      <legend className="sm-genre-picker__legend">{legend}</legend>
      <div className="sm-genre-picker__options">
        {options.map((option) => (
          <label key={option.id} className="sm-genre-picker__option">
            <input
              type="checkbox"
              className="sm-genre-picker__input"
              checked={selected.has(option.id)}
              onChange={() => toggle(option.id)}
            />
            <span className="sm-genre-picker__chip">
              <CheckIcon className="sm-genre-picker__check" />
              {option.label}
            </span>
          </label>
        ))}
      </div>
      <FieldMessages hint={hint} error={error} wiring={wiring} />
    </fieldset>
  );
}
