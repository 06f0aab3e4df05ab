import type { ReactNode } from 'react';
import { useT } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { AlertIcon } from '../../icons/icons';
import { cx } from '../../utils/class-names';
import { Button } from '../button/button';
import './inline-error.css';

export interface InlineErrorProps {
  /** The message, e.g. 'Failed to log in, please try again'. */
  children: ReactNode;
  /** Shows a retry button. */
  onRetry?: () => void;
  /** Defaults to 'Retry'. */
  retryLabel?: string;
  className?: string;
}

/** An error shown in place (role=alert), optionally with a retry button. */
export function InlineError({ children, onRetry, retryLabel, className }: InlineErrorProps) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  return (
    <div role="alert" className={cx('sm-inline-error', className)}>
      <AlertIcon className="sm-inline-error__icon" />
      <div className="sm-inline-error__message">{children}</div>
      {onRetry && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('inlineError.retry')}
        </Button>
      )}
    </div>
  );
}
