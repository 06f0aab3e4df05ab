import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { useT } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { Button } from '../button/button';
import { trapTab } from './focus-trap';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you sure?'. */
  title: string;
  /** What confirming does, e.g. the warning that rating, review, readings and entries are deleted. */
  children?: ReactNode;
  /** Defaults to 'Confirm'. */
  confirmLabel?: string;
  /** Shown on the confirm button while `busy`, e.g. 'Removing...'. */
  busyLabel?: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
  /** The confirmed action is running: the confirm button shows `busyLabel`, cancelling is off. */
  busy?: boolean;
  /** `danger` for destructive actions. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  /** Cancel button, Escape and a click on the backdrop. */
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog>: focus starts on Cancel, stays inside while
 * open and returns to where it was on close.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  const cancel = () => {
    if (!busy) onCancel();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here so the native dialog never closes itself behind React's back.
      event.preventDefault();
      cancel();
    } else {
      trapTab(event, event.currentTarget);
    }
  };

  // The native cancel event (e.g. a phone's back gesture): keep the dialog controlled.
  const onNativeCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    cancel();
  };

  // The panel fills the dialog, so a click on the dialog element itself is on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) cancel();
  };

  return (
    <dialog
      ref={dialogRef}
      className="sm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={children ? `${id}-body` : undefined}
      onKeyDown={onKeyDown}
      onCancel={onNativeCancel}
      onClick={onClick}
    >
      <div className="sm-dialog__panel">
        <h2 id={`${id}-title`} className="sm-dialog__title">
          {title}
        </h2>
        {children && (
          <div id={`${id}-body`} className="sm-dialog__body">
            {children}
          </div>
        )}
        <div className="sm-dialog__actions">
          <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={cancel}>
            {cancelLabel ?? t('dialog.cancel')}
          </Button>
          <Button variant={tone} loading={busy} loadingLabel={busyLabel} onClick={onConfirm}>
            {confirmLabel ?? t('dialog.confirm')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
