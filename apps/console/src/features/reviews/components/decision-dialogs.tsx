// The two decisions on a review item. Approving takes an optional note;
// rejecting needs a reason from the contract's fixed list (its label is what
// the customer's SMS says) and takes an optional note for the audit trail.
import type { ReasonLabel } from '@rosto/contract/schemas/console-reviews';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/status';
import { useConsoleStore } from '../../../lib/console-store';
import { Dialog } from '../../../components/dialog';
import { FormActions } from '../../../components/form-actions';

interface DecisionState {
  isPending: boolean;
  error: unknown;
}

function NoteField({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('reviews.note')}</label>
      <textarea
        id={id}
        name="note"
        rows={2}
        maxLength={500}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p className="field-hint" id={`${id}-hint`}>
        {t('reviews.noteHint')}
      </p>
    </div>
  );
}

const noteOrNothing = (note: string) => (note.trim() === '' ? {} : { note: note.trim() });

interface ApproveDialogProps extends DecisionState {
  onConfirm: (body: { note?: string }) => void;
  onClose: () => void;
  /** What approving does, when it is not the SMS of the face and card queues. */
  text?: string;
}

export function ApproveDialog({ onConfirm, onClose, isPending, error, text }: ApproveDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(noteOrNothing(note));
  };
  return (
    <Dialog title={t('reviews.approveTitle')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>{text ?? t('reviews.approveText')}</p>
        <NoteField value={note} onChange={setNote} />
        <ErrorAlert error={error} />
        <FormActions
          submitLabel={t('reviews.approveConfirm')}
          isPending={isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

interface RejectDialogProps<R extends string> extends DecisionState {
  reasons: Readonly<Record<R, ReasonLabel>>;
  onConfirm: (body: { reason: R; note?: string }) => void;
  onClose: () => void;
  /** What the reason is for, when it is not the customer's SMS. */
  hint?: string;
}

export function RejectDialog<R extends string>({
  reasons,
  onConfirm,
  onClose,
  isPending,
  error,
  hint,
}: RejectDialogProps<R>) {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const id = useId();
  const [reason, setReason] = useState<R | ''>('');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setInvalid(reason === '');
    if (reason === '') return;
    onConfirm({ reason, ...noteOrNothing(note) });
  };
  return (
    <Dialog title={t('reviews.rejectTitle')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={id}>{t('reviews.reason')}</label>
          <select
            id={id}
            name="reason"
            required
            value={reason}
            onChange={(event) => setReason(event.target.value as R | '')}
            aria-invalid={invalid}
            aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          >
            <option value="">{t('reviews.chooseReason')}</option>
            {(Object.keys(reasons) as R[]).map((key) => (
              <option key={key} value={key}>
                {reasons[key][language]}
              </option>
            ))}
          </select>
          <p className="field-hint" id={`${id}-hint`}>
            {hint ?? t('reviews.reasonHint')}
          </p>
          {invalid && (
            <p className="field-error" id={`${id}-error`}>
              {t('reviews.reasonRequired')}
            </p>
          )}
        </div>
        <NoteField value={note} onChange={setNote} />
        <ErrorAlert error={error} />
        <FormActions
          submitLabel={t('reviews.rejectConfirm')}
          isPending={isPending}
          danger
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
