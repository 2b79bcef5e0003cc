// "Em análise" (docs/spec/wallet-checklist.md §2): the profile is under review (WAITING_APPROVAL)
// or no authorizer can be used now, so no card can be added yet; the person
// completes it later.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { StepLayout, stepStyles } from '../../../../components/ui/step-layout';
import '../../../../lib/locales/wallet-add';
import styles from './add-screens.module.css';

export function AddValidatingProfile({
  onLater,
  headerEnd,
}: {
  onLater: () => void;
  headerEnd: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StepLayout
      pageTitle={t('walletAdd.pageTitle')}
      title={t('walletAdd.validatingProfile.title')}
      headerEnd={headerEnd}
    >
      <div className={styles.result}>
        <div className={styles.resultArt} aria-hidden="true">
          <svg width="56" height="56" viewBox="0 0 24 24">
            <path
              d="M7 3h10M7 21h10M8 3v3.5a4 4 0 0 0 1.6 3.2L12 11.5l2.4-1.8A4 4 0 0 0 16 6.5V3M8 21v-3.5a4 4 0 0 1 1.6-3.2l2.4-1.8 2.4 1.8a4 4 0 0 1 1.6 3.2V21"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.7"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <p className={styles.resultText}>{t('walletAdd.validatingProfile.text')}</p>
      </div>
      <div className={stepStyles.footer}>
        <button type="button" className="button button--primary button--block" onClick={onLater}>
          {t('walletAdd.validatingProfile.later')}
        </button>
      </div>
    </StepLayout>
  );
}
