import type { ComponentPropsWithRef } from 'react';
import { Field, useFieldWiring } from '../field/field';
import type { FieldBaseProps } from '../field/field';
import './text-area.css';

export interface TextAreaProps extends FieldBaseProps, ComponentPropsWithRef<'textarea'> {
  /** Visible lines; the media request's details use at least 5. */
  rows?: number;
}

/** A labelled multi-line input with optional hint and error. */
export function TextArea({ label, hint, error, hideLabel, id, className, required, rows = 3, ...textarea }: TextAreaProps) {
  const wiring = useFieldWiring(id, hint, error, textarea['aria-describedby']);
  return (
    <Field label={label} hint={hint} error={error} hideLabel={hideLabel} wiring={wiring} required={required} className={className}>
      <textarea
        {...textarea}
        {...wiring.controlProps}
        rows={rows}
        required={required}
        className="sm-field__control sm-text-area"
      />
    </Field>
  );
}
