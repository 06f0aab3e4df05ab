import { Checkbox } from '@shelfmark/design-system/controls';
import { useId, type ReactNode } from 'react';

export interface CheckboxChoice<Value extends string> {
  value: Value;
  label: string;
  hint?: ReactNode;
}

interface CheckboxGroupProps<Value extends string> {
  legend: string;
  choices: readonly CheckboxChoice<Value>[];
  chosen: readonly Value[];
  onChange: (chosen: Value[]) => void;
  /** The group's message (e.g. 'Choose at least one scope'): every box is marked invalid and described by it. */
  error?: string | undefined;
  /** Buttons beside the legend, e.g. All and None. */
  actions?: ReactNode;
}

/** A fieldset of checkboxes for one list value, kept in the order of `choices`. */
export function CheckboxGroup<Value extends string>({ legend, choices, chosen, onChange, error, actions }: CheckboxGroupProps<Value>) {
  const errorId = useId();
  const toggle = (value: Value, on: boolean) => onChange(choices.map((choice) => choice.value).filter((item) => (item === value ? on : chosen.includes(item))));
  return (
    <fieldset className="apps-choices">
      <legend>{legend}</legend>
      {actions && <div className="apps-choices__actions">{actions}</div>}
      <div className="apps-choices__boxes">
        {choices.map((choice) => (
          <Checkbox
            key={choice.value}
            label={choice.label}
            hint={choice.hint}
            checked={chosen.includes(choice.value)}
            onChange={(event) => toggle(choice.value, event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        ))}
      </div>
      {error && (
        <div id={errorId} className="sm-field__error">
          {error}
        </div>
      )}
    </fieldset>
  );
}
