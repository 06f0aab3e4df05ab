import { cx } from '../../utils/class-names';
import './type-buttons.css';

export interface TypeButtonOption<V extends string> {
  value: V;
  label: string;
}

export interface TypeButtonsProps<V extends string> {
  /** Accessible name of the group, e.g. 'Media type'. */
  label: string;
  options: ReadonlyArray<TypeButtonOption<V>>;
  /** The selected value, or null for none. */
  value: V | null;
  /** Receives the clicked value, or null when the selected one is clicked again. */
  onChange: (value: V | null) => void;
  className?: string;
}

/** A row of toggle buttons choosing at most one value (media type, library filter). */
export function TypeButtons<V extends string>({ label, options, value, onChange, className }: TypeButtonsProps<V>) {
  return (
    <div role="group" aria-label={label} className={cx('sm-type-buttons', className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="sm-type-buttons__button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value === value ? null : option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
