import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject, SyntheticEvent } from 'react';
import { trapTab } from './focus-trap';
import './confirm-dialog.css';

export interface DialogProps {
  open: boolean;
  title: string;
  /** The dialog's content; `describedBy` names the element of it that describes the dialog. */
  children?: ReactNode;
  describedBy?: string | undefined;
  /** Its buttons, at the foot. */
  actions: ReactNode;
  /** Where focus starts; else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Escape, a click on the backdrop, a phone's back gesture. */
  onClose: () => void;
  className?: string;
}

/**
 * A modal on the native <dialog>: focus starts inside, stays inside while open and returns to
 * where it was on close. Controlled: it closes when `open` turns false, never by itself.
 */
export function Dialog({ open, title, children, describedBy, actions, initialFocus, onClose, className }: DialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (initialFocus?.current ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open, initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here so the native dialog never closes itself behind React's back.
      event.preventDefault();
      onClose();
    } else {
      trapTab(event, event.currentTarget);
    }
  };

  const onNativeCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  // The panel fills the dialog, so a click on the dialog element itself is on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={className ? `sm-dialog ${className}` : 'sm-dialog'}
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onNativeCancel}
      onClick={onClick}
    >
      <div className="sm-dialog__panel">
        <h2 id={`${id}-title`} className="sm-dialog__title">
          {title}
        </h2>
        {children}
        <div className="sm-dialog__actions">{actions}</div>
      </div>
    </dialog>
  );
}
