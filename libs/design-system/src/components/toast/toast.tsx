import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useT } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { AlertIcon, CheckIcon, CloseIcon } from '../../icons/icons';
import { cx } from '../../utils/class-names';
import './toast.css';

export interface ToastProps {
  message: ReactNode;
  tone?: 'info' | 'success' | 'error';
  /** Shows a dismiss button; also called when an auto-hiding toast times out. */
  onDismiss?: () => void;
  /** Hide after this many milliseconds (paused while hovered or focused). Needs `onDismiss`. */
  autoHideMs?: number;
  /** `fixed` at the bottom centre of the window (above the mobile bottom bar), or `inline` in the flow. */
  placement?: 'fixed' | 'inline';
  className?: string;
}

const ICONS = { info: AlertIcon, success: CheckIcon, error: AlertIcon } as const;

/** A short message announced with role=alert, e.g. 'That tag is already associated with this book'. */
export function Toast({ message, tone = 'info', onDismiss, autoHideMs, placement = 'fixed', className }: ToastProps) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  const [paused, setPaused] = useState(false);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    if (autoHideMs === undefined || paused) return;
    const timer = setTimeout(() => dismiss.current?.(), autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs, paused]);

  const Icon = ICONS[tone];
  return (
    <div
      role="alert"
      className={cx('sm-toast', `sm-toast--${tone}`, `sm-toast--${placement}`, className)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon className="sm-toast__icon" />
      <div className="sm-toast__message">{message}</div>
      {onDismiss && (
        <button type="button" className="sm-toast__dismiss" aria-label={t('toast.dismiss')} onClick={onDismiss}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
