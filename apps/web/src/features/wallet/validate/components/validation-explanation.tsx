// Step 1 of the card validation (docs/spec/wallet-checklist.md §2): how the verification works in
// four numbered stages, the confirm button that makes the small charge, and a
// cancel that asks first (the card stays unusable until validated).
import { useState } from 'react';
import { useTranslation, useLanguage } from '../../../../lib/i18n';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { StepLayout, stepStyles } from '../../../../components/ui/step-layout';
import { formatMoney } from '@rosto/contract/format-money';
import '../../../../lib/locales/wallet-validate';
import { VALIDATION_CHARGE_MAX_CENTS, VALIDATION_CHARGE_MIN_CENTS } from '../utils/validation-flow';
import { StayOrLeaveDialog } from '../../shared/components/stay-or-leave-dialog';
import styles from './validation-screens.module.css';

export function ValidationLeaveDialog({
  onKeep,
  onLeave,
}: {
  onKeep: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <StayOrLeaveDialog
      title={t('walletValidate.cancelDialog.title')}
      text={t('walletValidate.cancelDialog.text')}
      stayLabel={t('walletValidate.cancelDialog.keep')}
      leaveLabel={t('walletValidate.cancelDialog.leave')}
      onStay={onKeep}
      onLeave={onLeave}
    />
  );
}

export function ValidationExplanation({
  starting,
  onConfirm,
  onLeave,
}: {
  /** The charge is being made. */
  starting: boolean;
  onConfirm: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const askToLeave = () => setConfirmLeave(true);
  const range = {
    min: formatMoney(VALIDATION_CHARGE_MIN_CENTS, language),
    max: formatMoney(VALIDATION_CHARGE_MAX_CENTS, language),
  };

  return (
    <StepLayout
      pageTitle={t('walletValidate.pageTitle')}
      title={t('walletValidate.explanation.title')}
      subtitle={t('walletValidate.explanation.subtitle')}
      onBack={askToLeave}
      backDisabled={starting}
    >
      <div className={stepStyles.form}>
        <ol className={styles.stages} aria-label={t('walletValidate.explanation.listLabel')}>
          {(['step1', 'step2', 'step3', 'step4'] as const).map((stage) => (
            <li key={stage} className={styles.stage}>
              <span className={styles.stageText}>
                {t(`walletValidate.explanation.${stage}`, range)}
              </span>
            </li>
          ))}
        </ol>
        <div className={stepStyles.footer}>
          <LoadingButton type="button" loading={starting} onClick={onConfirm}>
            {starting
              ? t('walletValidate.explanation.starting')
              : t('walletValidate.explanation.confirm')}
          </LoadingButton>
          <button
            type="button"
            className="button button--ghost button--block"
            onClick={askToLeave}
            disabled={starting}
          >
            {t('walletValidate.explanation.cancel')}
          </button>
        </div>
      </div>
      {confirmLeave && (
        <ValidationLeaveDialog onKeep={() => setConfirmLeave(false)} onLeave={onLeave} />
      )}
    </StepLayout>
  );
}
