// The end of a sale: approved (amount, first name, "Novo pagamento"), or the
// catalogue's text for the refusal with the one way forward it allows.
import type { ErrorCode } from '@rosto/contract/errors';
import { useEffect, useRef } from 'react';
import { useTranslation, useLanguage } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/error-text';
import { formatMoney } from '@rosto/contract/format-money';
import type { NextStep } from '../stores/sale-machine';
import styles from './terminal.module.css';

function useFocusOnShow() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

export function SuccessStep({
  amountCents,
  firstName,
  onNewSale,
}: {
  amountCents: number;
  firstName: string;
  onNewSale: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const heading = useFocusOnShow();
  return (
    <div className={styles.outcome} data-testid="terminal-success">
      <svg
        className={`${styles.outcomeIcon} ${styles.success}`}
        viewBox="0 0 48 48"
        aria-hidden="true"
      >
        <circle cx="24" cy="24" r="22" fill="currentColor" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t('terminal.success.title')}
      </h1>
      <p className={styles.text}>
        {t('terminal.success.text', {
          amount: formatMoney(amountCents, language),
          name: firstName,
        })}
      </p>
      <button
        type="button"
        className={`button button--primary button--block ${styles.big}`}
        onClick={onNewSale}
      >
        {t('terminal.success.newSale')}
      </button>
    </div>
  );
}

export function FailureStep({
  code,
  detail = null,
  next,
  onNext,
  onNewSale,
}: {
  code: ErrorCode;
  /** A line under the refusal's text (the shop's maximum, for an amount above it). */
  detail?: string | null;
  next: NextStep;
  onNext: () => void;
  onNewSale: () => void;
}) {
  const { t } = useTranslation();
  const text = useErrorText(code);
  const heading = useFocusOnShow();
  return (
    <div className={styles.outcome} data-testid="terminal-failure" data-code={code}>
      <svg
        className={`${styles.outcomeIcon} ${styles.danger}`}
        viewBox="0 0 48 48"
        aria-hidden="true"
      >
        <circle cx="24" cy="24" r="22" fill="currentColor" />
        <path d="M16 16l16 16M32 16L16 32" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t('terminal.failure.title')}
      </h1>
      <p className={styles.text} role="alert">
        {text}
      </p>
      {detail && <p className={styles.text}>{detail}</p>}
      <div className={styles.actions}>
        <button
          type="button"
          className={`button button--primary button--block ${styles.big}`}
          onClick={onNext}
        >
          {t(`terminal.failure.next.${next}`)}
        </button>
        {next !== 'start-over' && (
          <button
            type="button"
            className="button button--secondary button--block"
            onClick={onNewSale}
          >
            {t('terminal.failure.newSale')}
          </button>
        )}
      </div>
    </div>
  );
}
