// One action on a customer, in a dialog that asks its reason (at least 3
// characters, kept in the audit trail).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { isReasonValid, ReasonField } from '../../../components/reason-field';
import { ErrorAlert } from '../../../components/status';
import { type CustomerAction, useCustomerAction } from '../api/customer-action';
import { FormActions } from '../../../components/form-actions';

interface ActionDialogProps {
  customerId: string;
  action: CustomerAction;
  onDone: () => void;
  onCancel: () => void;
}

export function ActionDialog({ customerId, action, onDone, onCancel }: ActionDialogProps) {
  const { t } = useTranslation();
  const run = useCustomerAction(customerId, action);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tooShort = !isReasonValid(reason);
    setInvalid(tooShort);
    if (tooShort) return;
    run.mutate(reason.trim(), { onSuccess: onDone });
  };

  return (
    <Dialog title={t(`customers.actions.${action}.title`)} onClose={onCancel}>
      <p>{t(`customers.actions.${action}.text`)}</p>
      <form onSubmit={submit} noValidate>
        <ReasonField
          value={reason}
          onChange={(value) => {
            setReason(value);
            // The complaint goes as soon as the reason is long enough.
            if (invalid && isReasonValid(value)) setInvalid(false);
          }}
          invalid={invalid}
        />
        <ErrorAlert error={run.error} />
        <FormActions
          submitLabel={t(`customers.actions.${action}.confirm`)}
          isPending={run.isPending}
          danger={action === 'block'}
          onCancel={onCancel}
        />
      </form>
    </Dialog>
  );
}
