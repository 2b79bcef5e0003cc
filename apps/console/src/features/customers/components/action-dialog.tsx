// One action on a customer, in a dialog that asks its reason (at least 3
// characters, kept in the audit trail). Escape or Cancel closes it; its
// heading takes the focus when it opens.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/status';
import { type CustomerAction, useCustomerAction } from '../api/customer-action';

const MIN_REASON_LENGTH = 3;

interface ActionDialogProps {
  customerId: string;
  action: CustomerAction;
  onDone: () => void;
  onCancel: () => void;
}

export function ActionDialog({ customerId, action, onDone, onCancel }: ActionDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const run = useCustomerAction(customerId, action);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tooShort = reason.trim().length < MIN_REASON_LENGTH;
    setInvalid(tooShort);
    if (tooShort) return;
    run.mutate(reason.trim(), { onSuccess: onDone });
  };

  return (
    <div
      className="dialog panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t(`customers.actions.${action}.title`)}
      </h2>
      <p>{t(`customers.actions.${action}.text`)}</p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={id}>{t('customers.reason')}</label>
          <textarea
            id={id}
            name="reason"
            rows={2}
            maxLength={500}
            required
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              // The complaint goes as soon as the reason is long enough.
              if (invalid && event.target.value.trim().length >= MIN_REASON_LENGTH) {
                setInvalid(false);
              }
            }}
            aria-invalid={invalid}
            aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          />
          <p className="field-hint" id={`${id}-hint`}>
            {t('customers.reasonHint')}
          </p>
          {invalid && (
            <p className="field-error" id={`${id}-error`}>
              {t('customers.reasonTooShort')}
            </p>
          )}
        </div>
        <ErrorAlert error={run.error} />
        <div className="actions">
          <button
            type="submit"
            className={action === 'block' ? 'button button-danger' : 'button'}
            disabled={run.isPending}
          >
            {run.isPending ? t('common.saving') : t(`customers.actions.${action}.confirm`)}
          </button>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}
