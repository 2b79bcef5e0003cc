// Why an operator acts on an account, a customer or a terminal: at least 3
// characters, kept in the audit trail beside the action (the contract's
// actionReasonSchema).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const MIN_REASON_LENGTH = 3;

export function isReasonValid(reason: string): boolean {
  return reason.trim().length >= MIN_REASON_LENGTH;
}

interface ReasonFieldProps {
  value: string;
  onChange: (reason: string) => void;
  invalid: boolean;
}

export function ReasonField({ value, onChange, invalid }: ReasonFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('actionReason.label')}</label>
      <textarea
        id={id}
        name="reason"
        rows={2}
        maxLength={500}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
      />
      <p className="field-hint" id={`${id}-hint`}>
        {t('actionReason.hint')}
      </p>
      {invalid && (
        <p className="field-error" id={`${id}-error`}>
          {t('actionReason.tooShort')}
        </p>
      )}
    </div>
  );
}
