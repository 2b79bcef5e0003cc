// A form's two buttons: its action (in red when it takes something away) and
// Cancel. While the call runs the action is disabled and says so.
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  submitLabel: string;
  /** What the action says while its call runs; "Saving…" unless told. */
  pendingLabel?: string;
  isPending: boolean;
  /** Blocks, revokes, disables or rejects: the danger colour. */
  danger?: boolean;
  onCancel: () => void;
}

export function FormActions({
  submitLabel,
  pendingLabel,
  isPending,
  danger = false,
  onCancel,
}: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="actions">
      <button
        type="submit"
        className={danger ? 'button button-danger' : 'button'}
        disabled={isPending}
      >
        {isPending ? (pendingLabel ?? t('common.saving')) : submitLabel}
      </button>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
