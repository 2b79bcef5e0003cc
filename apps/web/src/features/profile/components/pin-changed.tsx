// /perfil/redefinir-pin, last step: the new PIN is saved. Back to the profile
// after a moment (as the face capture from the profile does), or at once.
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import '../../../lib/locales/pin';
import styles from './pin-steps.module.css';

/** docs/spec/account-checklist.md §9: a success screen stays this long before moving on. */
export const PIN_CHANGED_DELAY_MS = 5000;

export function PinChanged({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();

  useEffect(() => {
    const timer = setTimeout(onDone, PIN_CHANGED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [onDone]);

  return (
    <StepLayout
      pageTitle={t('resetPin.pageTitle')}
      title={t('resetPin.changed.title')}
      subtitle={t('resetPin.changed.text')}
    >
      <div className={stepStyles.form}>
        <span className={styles.art} aria-hidden="true">
          <svg width="36" height="36" viewBox="0 0 24 24">
            <path
              d="m5 12.5 4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <div className={stepStyles.footer}>
          <button type="button" className="button button--primary button--block" onClick={onDone}>
            {t('resetPin.changed.backToProfile')}
          </button>
        </div>
      </div>
    </StepLayout>
  );
}
