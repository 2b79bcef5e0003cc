// Registration, first screen: accept the terms (the box enables continue), with
// the dialog that lists what the registration asks for. Cancelling, once
// confirmed, clears the registration, signs out and shows TERMS_NOT_ACCEPTED
// on the welcome screen for 3 s (docs/spec/account-checklist.md §2).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Modal, modalStyles } from '../../../components/ui/modal';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { paths } from '../../../config/paths';
import { track } from '../../../lib/analytics';
import { clearPrefill } from '../../../lib/entry-params';
import { errorText } from '../../../lib/error-text';
import { showSnackbar, SNACKBAR_DURATION_MS } from '../../../lib/snackbar';
import { signOut } from '../../../lib/use-logout';
import { asksOf, type OnboardingState } from '../stores/onboarding-machine';
import { clearOnboarding } from '../stores/onboarding-store';
import styles from './register.module.css';
import { useRegisterStep } from './register-step';

const overviewItems = [
  { key: 'cpf', icon: 'M4 6h16v12H4zM8 10h4M8 14h8' },
  { key: 'name', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1.5-4 4.5-6 8-6s6.5 2 8 6' },
  {
    key: 'phone',
    icon: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  },
  { key: 'email', icon: 'M4 6h16v12H4zM4 7l8 6 8-6' },
  {
    key: 'face',
    icon: 'M8 4H6a2 2 0 0 0-2 2v2M16 4h2a2 2 0 0 1 2 2v2M8 20H6a2 2 0 0 1-2-2v-2M16 20h2a2 2 0 0 0 2-2v-2M9 10h.01M15 10h.01M9 15c1.7 1.3 4.3 1.3 6 0',
  },
  {
    key: 'card',
    icon: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 10h18',
  },
] as const;

/**
 * What to have at hand: the standard registration lists what the spec lists
 * (docs/spec/account-checklist.md §2); a partner's customer, whose name, CPF
 * and phone the partner gave, only what the variant asks (onboarding-machine.ts
 * asksOf), so never a step its flow does not ask (decision 076).
 */
function overviewItemsOf(
  state: Pick<OnboardingState, 'variant' | 'cpfKnown'>,
): (typeof overviewItems)[number][] {
  if (state.variant === 'standard') return [...overviewItems];
  const asks: readonly string[] = asksOf(state);
  return overviewItems.filter((item) => asks.includes(item.key));
}

export function StepOverviewDialog({
  onClose,
  state,
}: {
  onClose: () => void;
  state: Pick<OnboardingState, 'variant' | 'cpfKnown'>;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('register.overview.title')} onClose={onClose}>
      <p className={modalStyles.text}>{t('register.overview.text')}</p>
      <ul className={styles.overviewList}>
        {overviewItemsOf(state).map((item) => (
          <li key={item.key} className={styles.overviewItem}>
            <span className={styles.overviewIcon} aria-hidden="true">
              <svg width="20" height="20" viewBox="0 0 24 24">
                <path
                  d={item.icon}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            {t(`register.overview.${item.key}`)}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary button--block" onClick={onClose}>
        {t('register.overview.start')}
      </button>
    </Modal>
  );
}

export function TermsStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, dispatch, progress } = useRegisterStep();
  const [accepted, setAccepted] = useState(state.acceptedTermsAt !== null);
  // Once per registration: not again on the way back from reading the terms.
  const [overviewOpen, setOverviewOpen] = useState(
    state.acceptedTermsAt === null && !state.overviewSeen,
  );
  const closeOverview = () => {
    setOverviewOpen(false);
    dispatch({ type: 'update', patch: { overviewSeen: true } });
  };
  const [confirmCancel, setConfirmCancel] = useState(false);

  const cancelRegistration = () => {
    track('REGISTER_TERMS_DECLINED');
    clearOnboarding();
    clearPrefill();
    signOut();
    void navigate(paths.welcome.getHref(), { replace: true });
    void errorText('TERMS_NOT_ACCEPTED').then((text) =>
      showSnackbar(text, { variant: 'error', durationMs: SNACKBAR_DURATION_MS }),
    );
  };

  const accept = () => {
    track('REGISTER_TERMS_ACCEPTED', { variant: state.variant });
    // Only the terms: a partner's invitation is accepted on its own screen next
    // (opt-in-by), not by this box (decision 027).
    dispatch({ type: 'advance', patch: { acceptedTermsAt: new Date().toISOString() } });
  };

  return (
    <StepLayout
      pageTitle={t('register.terms.pageTitle')}
      title={t('register.terms.title')}
      subtitle={t('register.terms.subtitle')}
      progress={progress}
    >
      <form
        className={stepStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (accepted) accept();
        }}
      >
        <div className={stepStyles.fields}>
          <label className="check-row">
            <input
              type="checkbox"
              className="check-row__box"
              checked={accepted}
              onChange={(event) => setAccepted(event.currentTarget.checked)}
            />
            <span>
              {t('register.terms.acceptBefore')}{' '}
              <Link to={paths.termsOfUse.getHref()}>{t('register.terms.termsLink')}</Link>{' '}
              {t('register.terms.acceptMiddle')}{' '}
              <Link to={paths.privacyPolicy.getHref()}>{t('register.terms.privacyLink')}</Link>
            </span>
          </label>
          <section className={styles.highlights} aria-labelledby="terms-highlights">
            <h2 id="terms-highlights" className={styles.highlightsTitle}>
              {t('register.terms.highlightsTitle')}
            </h2>
            <ul className={styles.highlightList}>
              {(['adult', 'free', 'divergence', 'data'] as const).map((key) => (
                <li key={key} className={styles.highlight}>
                  {t(`register.terms.highlights.${key}`)}
                </li>
              ))}
            </ul>
          </section>
          <button type="button" className="link-button" onClick={() => setOverviewOpen(true)}>
            {t('register.terms.showOverview')}
          </button>
        </div>
        <div className={stepStyles.footer}>
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={!accepted}
          >
            {t('register.terms.accept')}
          </button>
          <button
            type="button"
            className="button button--ghost button--block"
            onClick={() => setConfirmCancel(true)}
          >
            {t('register.terms.cancel')}
          </button>
        </div>
      </form>

      {overviewOpen && <StepOverviewDialog onClose={closeOverview} state={state} />}
      {confirmCancel && (
        <Modal
          role="alertdialog"
          title={t('register.cancel.title')}
          onClose={() => setConfirmCancel(false)}
        >
          <p className={modalStyles.text}>{t('register.cancel.text')}</p>
          <div className={modalStyles.actions}>
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={() => setConfirmCancel(false)}
            >
              {t('register.cancel.keep')}
            </button>
            <button
              type="button"
              className="button button--ghost button--block"
              onClick={cancelRegistration}
            >
              {t('register.cancel.confirm')}
            </button>
          </div>
        </Modal>
      )}
    </StepLayout>
  );
}
