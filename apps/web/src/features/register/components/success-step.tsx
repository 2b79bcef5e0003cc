// Registration done: the account exists and the session has started; next is
// the face photo (/register/face), except for the store-review account, which
// has no face to register (decision 027) and goes on to /home.
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { stepStyles } from '../../../components/ui/step-layout';
import { paths } from '../../../config/paths';
import styles from './register.module.css';
import { faceStepOf } from '../stores/onboarding-machine';
import { useRegisterStep } from './register-step';

function SuccessArt() {
  return (
    <svg width="132" height="132" viewBox="0 0 132 132" aria-hidden="true">
      <circle cx="66" cy="66" r="62" fill="var(--color-primary-soft)" />
      <circle cx="66" cy="66" r="42" fill="var(--color-primary)" />
      <path
        d="M48 67l12 12 24-26"
        fill="none"
        stroke="var(--color-on-primary)"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SuccessStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useRegisterStep();
  return (
    <main id="main" className={stepStyles.page}>
      <title>{t('register.success.pageTitle')}</title>
      <div className={styles.success}>
        <SuccessArt />
        <h1 className={styles.successTitle}>{t('register.success.title')}</h1>
        <p className={styles.successText}>{t('register.success.text')}</p>
      </div>
      <div className={stepStyles.footer}>
        <button
          type="button"
          className="button button--primary button--block"
          autoFocus
          // The registration state goes when this screen unmounts (RegisterFlow);
          // its intention id goes on to the face capture (docs/spec/account-checklist.md §4).
          onClick={() =>
            void navigate(paths.registerFace.getHref(), {
              replace: true,
              state: {
                registerIntentionId: state.registerIntentionId,
                progress: faceStepOf(state),
              },
            })
          }
        >
          {t('register.success.continue')}
        </button>
      </div>
    </main>
  );
}

/** The store-review account (profile feature REVIEW_ACCOUNT): no face capture. */
export function TestUserSuccessStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main id="main" className={stepStyles.page}>
      <title>{t('register.testUserSuccess.pageTitle')}</title>
      <div className={styles.success}>
        <SuccessArt />
        <p className={styles.badge}>{t('register.testUserSuccess.badge')}</p>
        <h1 className={styles.successTitle} tabIndex={-1}>
          {t('register.testUserSuccess.title')}
        </h1>
        <p className={styles.successText}>{t('register.testUserSuccess.text')}</p>
        <p className={styles.successText}>{t('register.testUserSuccess.face')}</p>
      </div>
      <div className={stepStyles.footer}>
        <button
          type="button"
          className="button button--primary button--block"
          // The registration state goes when this screen unmounts (RegisterFlow).
          onClick={() => void navigate(paths.home.getHref(), { replace: true })}
        >
          {t('register.testUserSuccess.continue')}
        </button>
      </div>
    </main>
  );
}
