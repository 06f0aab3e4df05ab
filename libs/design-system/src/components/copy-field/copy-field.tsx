import { Button } from '../button/button';
import { useId, useRef, useState } from 'react';
import './copy-field.css';

export interface CopyFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  copiedText: string;
  failedText: string;
}

/** A read-only address with a Copy button; says whether copying worked (the clipboard may be refused). */
export function CopyField({ label, value, copyLabel, copiedText, failedText }: CopyFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      input.current?.select();
      setStatus('failed');
    }
  };
  return (
    <div className="sm-copy-field">
      <label htmlFor={id} className="sm-copy-field__label">
        {label}
      </label>
      <div className="sm-copy-field__row">
        <input id={id} ref={input} className="sm-copy-field__input" readOnly value={value} onFocus={(event) => event.target.select()} />
        <Button variant="secondary" onClick={() => void copy()}>
          {copyLabel}
        </Button>
      </div>
      <p className="sm-copy-field__status" role="status">
        {status === 'copied' ? copiedText : status === 'failed' ? failedText : ''}
      </p>
    </div>
  );
}
