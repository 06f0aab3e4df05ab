import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/class-names';
import { FieldMessages, useFieldWiring } from '../field/field';
import type { FieldBaseProps } from '../field/field';
import './checkbox.css';

export interface CheckboxProps extends Omit<FieldBaseProps, 'hideLabel'>, Omit<ComponentPropsWithRef<'input'>, 'type'> {}

/** A labelled checkbox (e.g. Restricted) with optional hint and error. */
export function Checkbox({ label, hint, error, id, className, ...input }: CheckboxProps) {
  const wiring = useFieldWiring(id, hint, error, input['aria-describedby']);
  return (
    <div className={cx('sm-checkbox', className)}>
      <label className="sm-checkbox__row">
        <input type="checkbox" {...input} {...wiring.controlProps} className="sm-checkbox__input" />
        <span>{label}</span>
      </label>
      <div className="sm-checkbox__messages">
        <FieldMessages hint={hint} error={error} wiring={wiring} />
      </div>
    </div>
  );
}
