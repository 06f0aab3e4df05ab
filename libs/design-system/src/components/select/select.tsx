import type { ComponentPropsWithRef } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { Field, useFieldWiring } from '../field/field';
import type { FieldBaseProps } from '../field/field';
import './select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'select'>, 'children'> {
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Choose a type'. */
  placeholder?: string;
}

/** A labelled native select (e.g. the library's sort order) with optional hint and error. */
export function Select({ label, hint, error, hideLabel, id, className, required, options, placeholder, ...select }: SelectProps) {
  const wiring = useFieldWiring(id, hint, error, select['aria-describedby']);
  return (
    <Field label={label} hint={hint} error={error} hideLabel={hideLabel} wiring={wiring} required={required} className={className}>
      <div className="sm-select">
        <select {...select} {...wiring.controlProps} required={required} className="sm-field__control sm-select__control">
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="sm-select__chevron" />
      </div>
    </Field>
  );
}
