import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useT } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { Button } from '../button/button';
import { Dialog } from './dialog';

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

/** A modal confirmation (a Dialog) whose focus starts on Cancel. */
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
  const cancelRef = useRef<HTMLButtonElement>(null);

  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <Dialog
      open={open}
      title={title}
      describedBy={children ? `${id}-body` : undefined}
      initialFocus={cancelRef}
      onClose={cancel}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={cancel}>
            {cancelLabel ?? t('dialog.cancel')}
          </Button>
          <Button variant={tone} loading={busy} loadingLabel={busyLabel} onClick={onConfirm}>
            {confirmLabel ?? t('dialog.confirm')}
          </Button>
        </>
      }
    >
      {children && (
        <div id={`${id}-body`} className="sm-dialog__body">
          {children}
        </div>
      )}
    </Dialog>
  );
}
