// Step 3 of the card validation (docs/spec/wallet-checklist.md §2, §4): the amount was refused.
// Try again (back to step 2) or ask for help. A refusal that is not a wrong
// amount (a network failure, say) also lands here, with its own reason.
import type { ErrorCode } from '@rosto/contract/errors';
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { useTranslation } from '../../../../lib/i18n';
import { StepLayout, stepStyles } from '../../../../components/ui/step-layout';
import { useErrorText } from '../../../../lib/error-text';
import '../../../../lib/locales/wallet-validate';
import { ValidationHelpLink } from './validation-results';
import styles from './validation-screens.module.css';

const WRONG_AMOUNT: ErrorCode = 'SWITCH_PAYMENT_METHOD_VALIDATION_CHECK_INVALID';

export function ValidationIncorrect({
  card,
  refusal,
  remainingTries,
  onRetry,
}: {
  card: Pick<PaymentMethod, 'authorizerName'>;
  refusal: ErrorCode | null;
  remainingTries: number | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const otherReason = useErrorText(refusal !== null && refusal !== WRONG_AMOUNT ? refusal : null);
  return (
    <StepLayout
      pageTitle={t('walletValidate.pageTitle')}
      title={t('walletValidate.incorrect.title')}
      subtitle={t('walletValidate.incorrect.text')}
      onBack={onRetry}
    >
      <div className={stepStyles.form}>
        <div role="alert">
          {otherReason && <p className={styles.alert}>{otherReason}</p>}
          {remainingTries !== null && remainingTries > 0 && (
            <p className={styles.notice}>
              {t('walletValidate.incorrect.remaining', { count: remainingTries })}
            </p>
          )}
        </div>
        <div className={stepStyles.footer}>
          <button type="button" className="button button--primary button--block" onClick={onRetry}>
            {t('walletValidate.incorrect.retry')}
          </button>
          <ValidationHelpLink card={card} code={refusal} />
        </div>
      </div>
    </StepLayout>
  );
}
