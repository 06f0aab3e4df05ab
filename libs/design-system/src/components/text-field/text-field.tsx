import type { ComponentPropsWithRef } from 'react';
import { Field, useFieldWiring } from '../field/field';
import type { FieldBaseProps } from '../field/field';

export interface TextFieldProps extends FieldBaseProps, ComponentPropsWithRef<'input'> {}

/** A labelled single-line input with optional hint and error (wired with aria-describedby / aria-invalid). */
export function TextField({ label, hint, error, hideLabel, id, className, required, ...input }: TextFieldProps) {
  const wiring = useFieldWiring(id, hint, error, input['aria-describedby']);
  return (
    <Field label={label} hint={hint} error={error} hideLabel={hideLabel} wiring={wiring} required={required} className={className}>
      <input type="text" {...input} {...wiring.controlProps} required={required} className="sm-field__control" />
    </Field>
  );
}

