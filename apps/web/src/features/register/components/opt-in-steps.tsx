// Private-label registration (decision 027): the partner's invitation to pay
// by face, accepted with its own button (the opt-in moment) or declined ("not
// now" signs out, as declining the terms does), and the receipt of the opt-in
// as the server recorded it, before the face capture. The partner is the one
// this visit loaded (sub-domain or ?partner=); without one the texts say
// "partner shops". The invitation says what the variant asks next (its steps,
// then the face), never a step it does not ask (decision 076).
import type { ErrorCode } from '@rosto/contract/errors';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation, useLanguage } from '../../../lib/i18n';
import { LoadingButton } from '../../../components/ui/loading-button';
import { LogoMark } from '../../../components/ui/logo';
import { Modal, modalStyles } from '../../../components/ui/modal';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { paths } from '../../../config/paths';
import { track } from '../../../lib/analytics';
import { clearPrefill } from '../../../lib/entry-params';
import { errorCode, useErrorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { usePartner } from '../../../lib/partner';
import { showSnackbar, SNACKBAR_DURATION_MS } from '../../../lib/snackbar';
import { signOut } from '../../../lib/use-logout';
import { useSetPrivateLabelEmail } from '../api/set-private-label-email';
import { asksAfter } from '../stores/onboarding-machine';
import { clearOnboarding } from '../stores/onboarding-store';
import styles from './register.module.css';
import { useRegisterStep } from './register-step';

/** Up to two initials of the partner's name ("Mercado Azul" -> "MA"). */
function partnerInitials(name: string): string {
  return name
    .split(/\s+/u)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('pt-BR'))
    .join('');
}

/**
 * The partner's mark beside Rosto's: its logo, or its initials on its own colour
 * for a partner with none (decisions 027, 073).
 */
function PartnerMarks({ name, logoUrl }: { name: string | null; logoUrl: string | null }) {
  return (
    <div className={styles.partnerMarks} aria-hidden="true">
      {name && logoUrl && (
        <img src={logoUrl} width={64} height={64} alt="" className={styles.partnerLogo} />
      )}
      {name && !logoUrl && (
        <span className={styles.partnerMonogram}>{partnerInitials(name) || '•'}</span>
      )}
      {name && (
        <svg width="24" height="24" viewBox="0 0 24 24" className={styles.partnerJoin}>
          <path
            d="M12 5v14M5 12h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
      )}
      <LogoMark size={64} />
    </div>
  );
}

function usePartnerName(): string | null {
  return usePartner().partner?.name ?? null;
}

export function OptInByStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, dispatch, progress, back, handleFlowError, user } = useRegisterStep();
  const partnerName = usePartnerName();
  const partnerLogoUrl = usePartner().partner?.logoUrl ?? null;
  const shops = partnerName ?? t('register.optInBy.someShops');
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const failureText = useErrorText(failure);
  const setPrivateLabelEmail = useSetPrivateLabelEmail();

  const accept = () => {
    if (setPrivateLabelEmail.isPending) return;
    const optedInAt = new Date().toISOString();
    track('REGISTER_OPT_IN_ACCEPTED', { variant: state.variant });
    if (state.variant !== 'private-label-app-user') {
      // The e-mail comes next; set-privatelabel-email sends this moment with it.
      dispatch({ type: 'advance', patch: { optedInAt } });
      return;
    }
    // App users of a partner already gave it their e-mail: the opt-in goes now.
    if (!user?.email) return;
    setFailure(null);
    setPrivateLabelEmail.mutate(
      {
        userId: user.id,
        email: user.email,
        optInAt: optedInAt,
        optInBy: 'register-private-label-app-user',
      },
      {
        onSuccess: (recorded) =>
          dispatch({
            type: 'advance',
            patch: {
              optedInAt,
              recordedOptIn: { optInAt: recorded.optInAt, optInBy: recorded.optInBy },
            },
          }),
        onError: (error) => {
          if (!handleFlowError(error)) setFailure(errorCode(error));
        },
      },
    );
  };

  const decline = () => {
    track('REGISTER_OPT_IN_DECLINED', { variant: state.variant });
    clearOnboarding();
    clearPrefill();
    signOut();
    void navigate(paths.welcome.getHref(), { replace: true });
    showSnackbar(t('register.optInDecline.toast'), { durationMs: SNACKBAR_DURATION_MS });
  };

  return (
    <StepLayout
      pageTitle={t('register.optInBy.pageTitle')}
      title={
        partnerName
          ? t('register.optInBy.title', { partner: partnerName })
          : t('register.optInBy.titleWithoutPartner')
      }
      subtitle={t('register.optInBy.subtitle')}
      progress={progress}
      onBack={back}
    >
      <div className={stepStyles.fields}>
        <PartnerMarks name={partnerName} logoUrl={partnerLogoUrl} />
        <section className={styles.highlights} aria-labelledby="opt-in-points">
          <h2 id="opt-in-points" className={styles.highlightsTitle}>
            {t('register.optInBy.pointsTitle')}
          </h2>
          <ul className={styles.highlightList}>
            <li className={styles.highlight}>
              {t('register.optInBy.points.pay', { partner: shops })}
            </li>
            {/* What this variant asks next, as the flow asks it (decision 076). */}
            {asksAfter(state, 'opt-in-by').map((ask, at) => (
              <li key={ask} className={styles.highlight}>
                {t(at === 0 ? 'register.optInBy.points.next' : 'register.optInBy.points.then', {
                  ask: t(`register.optInBy.asks.${ask}`),
                })}
              </li>
            ))}
            <li className={styles.highlight}>{t('register.optInBy.points.leave')}</li>
          </ul>
        </section>
        <div role="alert">{failureText && <p className="field__error">{failureText}</p>}</div>
      </div>
      <div className={stepStyles.footer}>
        <LoadingButton type="button" loading={setPrivateLabelEmail.isPending} onClick={accept}>
          {t('register.optInBy.accept')}
        </LoadingButton>
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => setConfirmDecline(true)}
        >
          {t('register.optInBy.decline')}
        </button>
      </div>

      {confirmDecline && (
        <Modal
          role="alertdialog"
          title={t('register.optInDecline.title')}
          onClose={() => setConfirmDecline(false)}
        >
          <p className={modalStyles.text}>{t('register.optInDecline.text', { partner: shops })}</p>
          <div className={modalStyles.actions}>
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={() => setConfirmDecline(false)}
            >
              {t('register.optInDecline.keep')}
            </button>
            <button type="button" className="button button--ghost button--block" onClick={decline}>
              {t('register.optInDecline.confirm')}
            </button>
          </div>
        </Modal>
      )}
    </StepLayout>
  );
}

/** The consent receipt: partner, what was agreed and when the server recorded it. */
export function OptInAtStep() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { state } = useRegisterStep();
  const partnerName = usePartnerName();
  const shops = partnerName ?? t('register.optInBy.someShops');
  // The server's moment; the button's only if an older server answered none.
  const recordedAt = state.recordedOptIn?.optInAt ?? state.optedInAt;

  return (
    <StepLayout
      pageTitle={t('register.optInAt.pageTitle')}
      title={t('register.optInAt.title')}
      subtitle={t('register.optInAt.subtitle')}
    >
      <section className={styles.receipt} aria-labelledby="opt-in-receipt">
        <h2 id="opt-in-receipt" className={styles.highlightsTitle}>
          {t('register.optInAt.receipt')}
        </h2>
        <dl className={styles.receiptList}>
          <div>
            <dt>{t('register.optInAt.partner')}</dt>
            <dd>{partnerName ?? t('register.optInAt.unknownPartner')}</dd>
          </div>
          <div>
            <dt>{t('register.optInAt.agreed')}</dt>
            <dd className={styles.receiptText}>
              {t('register.optInAt.agreedText', { partner: shops })}
            </dd>
          </div>
          {recordedAt && (
            <div>
              <dt>{t('register.optInAt.recordedAt')}</dt>
              <dd>
                <time dateTime={recordedAt}>{formatDate(recordedAt, language)}</time>
              </dd>
            </div>
          )}
        </dl>
      </section>
      <div className={stepStyles.footer}>
        <button
          type="button"
          className="button button--primary button--block"
          // The registration state goes when this screen unmounts (RegisterFlow).
          onClick={() =>
            void navigate(paths.registerFace.getHref(), {
              replace: true,
              state: { registerIntentionId: state.registerIntentionId },
            })
          }
        >
          {t('register.optInAt.continue')}
        </button>
      </div>
    </StepLayout>
  );
}
