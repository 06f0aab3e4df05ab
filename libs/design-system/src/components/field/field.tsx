import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../utils/class-names';
import './field.css';

/** Props every form field shares. */
export interface FieldBaseProps {
  /** The visible label. */
  label: string;
  /** Help text under the control, e.g. 'If there might be ambiguity, add clarifications here'. */
  hint?: ReactNode;
  /** An error message; marks the control aria-invalid. */
  error?: ReactNode;
  /** Hide the label visually (it is still the accessible name), e.g. in a compact toolbar. */
  hideLabel?: boolean;
}

export interface FieldWiring {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** Spread on the control. */
  controlProps: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };
}

/** Ids and aria attributes that tie a control to its hint and error. */
export function useFieldWiring(
  explicitId: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  describedBy?: string,
): FieldWiring {
  const generated = useId();
  const id = explicitId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  return {
    id,
    hintId,
    errorId,
    controlProps: { id, 'aria-describedby': described || undefined, 'aria-invalid': error ? true : undefined },
  };
}

interface FieldProps extends FieldBaseProps {
  wiring: FieldWiring;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error, stacked. */
export function Field({ label, hint, error, hideLabel = false, wiring, required, className, children }: FieldProps) {
  return (
    <div className={cx('sm-field', error ? 'sm-field--invalid' : undefined, className)}>
      <label htmlFor={wiring.id} className={hideLabel ? 'sm-visually-hidden' : 'sm-field__label'}>
        {label}
        {required && (
          <span className="sm-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      <FieldMessages hint={hint} error={error} wiring={wiring} />
    </div>
  );
}

/** The hint and error lines, shared with controls that lay out their own label (Checkbox). */
export function FieldMessages({ hint, error, wiring }: { hint: ReactNode; error: ReactNode; wiring: FieldWiring }) {
  return (
    <>
      {hint && (
        <div id={wiring.hintId} className="sm-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={wiring.errorId} className="sm-field__error">
          {error}
        </div>
      )}
    </>
  );
}
