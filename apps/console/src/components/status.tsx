// The loading and failure states every page shows the same way.
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/error-text';

export function Loading({ label }: { label: string }) {
  return (
    <p className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

interface ErrorAlertProps {
  /** The failed call's error (any thrown value); nothing shows without one. */
  error: unknown;
  /** Offered as a button when the failure may pass (a load). */
  onRetry?: () => void;
  /** Said after the catalogue's text: what the refusal's details add (what is left to refund). */
  detail?: string;
}

export function ErrorAlert({ error, onRetry, detail }: ErrorAlertProps) {
  const { t } = useTranslation();
  const text = useErrorText(error);
  if (text === null) return null;
  return (
    <div className="alert alert-error" role="alert">
      <p>{detail === undefined ? text : `${text} ${detail}`}</p>
      {onRetry && (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
