// What the amount and CVV steps of the card validation share (docs/spec/wallet-checklist.md §2):
// the step frame, the card the answer is for, and a form that sends the answer
// once it is complete and no answer is on its way.
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { StepLayout, stepStyles } from '../../../../components/ui/step-layout';
import '../../../../lib/locales/wallet-validate';
import { ValidationCardSummary } from './validation-card-summary';

export function ValidationFormStep<Answer>({
  step,
  card,
  sending,
  answer,
  onSubmit,
  onBack,
  children,
}: {
  /** The step's text group in the walletValidate catalogue (title, subtitle, submit, sending). */
  step: 'amount' | 'cvv';
  card: ComponentProps<typeof ValidationCardSummary>['card'];
  sending: boolean;
  /** The answer as it leaves; null while it is incomplete (the button waits). */
  answer: Answer | null;
  onSubmit: (answer: Answer) => void;
  onBack: () => void;
  /** Under the card: the field and what goes with it. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StepLayout
      pageTitle={t('walletValidate.pageTitle')}
      title={t(`walletValidate.${step}.title`)}
      subtitle={t(`walletValidate.${step}.subtitle`)}
      onBack={onBack}
      backDisabled={sending}
    >
      <form
        className={stepStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (answer !== null && !sending) onSubmit(answer);
        }}
      >
        <ValidationCardSummary card={card} />
        {children}
        <div className={stepStyles.footer}>
          <LoadingButton loading={sending} disabled={answer === null}>
            {sending ? t(`walletValidate.${step}.sending`) : t(`walletValidate.${step}.submit`)}
          </LoadingButton>
        </div>
      </form>
    </StepLayout>
  );
}
