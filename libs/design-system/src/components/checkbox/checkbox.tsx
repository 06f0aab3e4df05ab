import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/class-names';
import { FieldMessages, useFieldWiring } from '../field/field';
import type { FieldBaseProps } from '../field/field';
import './checkbox.css';

export interface CheckboxProps extends Omit<FieldBaseProps, 'hideLabel'>, Omit<ComponentPropsWithRef<'input'>, 'type'> {}

/**
 * A labelled checkbox (e.g. Restricted) with optional hint and error. In a group whose message
 * stands under the group, the box takes `aria-invalid` and `aria-describedby` from its caller.
 */
export function Checkbox({ label, hint, error, id, className, ...input }: CheckboxProps) {
  const wiring = useFieldWiring(id, hint, error, input['aria-describedby']);
  const invalid = wiring.controlProps['aria-invalid'] ?? input['aria-invalid'];
  return (
    <div className={cx('sm-checkbox', className)}>
      <label className="sm-checkbox__row">
        <input type="checkbox" {...input} {...wiring.controlProps} aria-invalid={invalid} className="sm-checkbox__input" />
        <span>{label}</span>
      </label>
      <div className="sm-checkbox__messages">
        <FieldMessages hint={hint} error={error} wiring={wiring} />
      </div>
    </div>
  );
}
