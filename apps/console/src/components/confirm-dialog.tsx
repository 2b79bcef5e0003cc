// A change that cannot be undone (a revoked key, a removed webhook), asked
// once more in a dialog: what it does, its button (in red when it takes
// something away) and Cancel; the call's failure shows in the dialog.
import type { FormEvent } from 'react';
import { Dialog } from './dialog';
import { FormActions } from './form-actions';
import { ErrorAlert } from './status';

interface ConfirmDialogProps {
  title: string;
  /** What the change does, said before the buttons. */
  text: string;
  confirmLabel: string;
  /** What the button says while the call runs. */
  pendingLabel: string;
  /** The call the button makes: its failure and whether it runs. */
  call: { error: unknown; isPending: boolean };
  danger: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  pendingLabel,
  call,
  danger,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{text}</p>
      <form onSubmit={submit}>
        <ErrorAlert error={call.error} />
        <FormActions
          submitLabel={confirmLabel}
          pendingLabel={pendingLabel}
          isPending={call.isPending}
          danger={danger}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
