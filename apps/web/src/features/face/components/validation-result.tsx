// The /validation screens (docs/spec/account-checklist.md §2 "Validation result screens"):
// pre-approved while a person reviews the face, congratulations when it is
// done, could-not-validate when it failed (with the blocked days once the
// liveness attempts limit is reached). A close button in every one.
import type { ErrorCode } from '@rosto/contract/errors';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ConfiguredLink } from '../../../components/ui/external-link';
import { IconButton } from '../../../components/ui/icon-button';
import { useErrorText } from '../../../lib/error-text';
import { helpArticleSlugs, helpCentreHref } from '../../../lib/help-centre';
import { supportLinksShown } from '../../../lib/support-ticket';
import type { ValidationView } from '../utils/face-outcome';
import { FaceArt, type FaceArtKind } from './face-art';
import styles from './face.module.css';

const art: Record<ValidationView, FaceArtKind> = {
  'pre-approved': 'pending',
  success: 'success',
  fail: 'fail',
};

export function ValidationResult({
  view,
  limitReached,
  blockedDays,
  errorCode,
  onClose,
  closeSignsOut,
  onContinue,
  onRetry,
}: {
  view: ValidationView;
  limitReached: boolean;
  blockedDays: number | null;
  /** The code that refused the last capture, if this device saw it. */
  errorCode: ErrorCode | null;
  onClose: () => void;
  /** Closing ends the session (the registration's journey; not from the profile). */
  closeSignsOut: boolean;
  onContinue: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const reason = useErrorText(view === 'fail' && !limitReached ? errorCode : null);
  const limited = view === 'fail' && limitReached;

  // The result is what the user came for: read it first.
  useEffect(() => {
    heading.current?.focus();
  }, [view]);

  const title =
    view === 'pre-approved'
      ? t('validation.preApproved.title')
      : view === 'success'
        ? t('validation.success.title')
        : limited
          ? t('validation.fail.limitTitle')
          : t('validation.fail.title');

  return (
    <main id="main" className={styles.result}>
      <div className={styles.resultBar}>
        <IconButton icon="close" label={t('validation.close')} onClick={onClose} />
      </div>
      <div className={styles.resultBody}>
        <FaceArt kind={art[view]} />
        <h1 ref={heading} tabIndex={-1} className={styles.resultTitle}>
          {title}
        </h1>
        {view === 'pre-approved' && (
          <>
            <p className={styles.resultText}>{t('validation.preApproved.text')}</p>
            <p className={styles.resultText}>{t('validation.preApproved.review')}</p>
            {closeSignsOut && (
              <p className={styles.resultText}>{t('validation.preApproved.signOut')}</p>
            )}
          </>
        )}
        {view === 'success' && <p className={styles.resultText}>{t('validation.success.text')}</p>}
        {view === 'fail' && !limited && (
          <>
            <p className={styles.resultText}>{t('validation.fail.text')}</p>
            {reason && <p className={styles.notice}>{reason}</p>}
            {errorCode === 'FACE_LIVENESS_FAILED' && (
              <div className={styles.tips}>
                <p>{t('validation.fail.livenessTips.title')}</p>
                <ul>
                  <li>{t('validation.fail.livenessTips.light')}</li>
                  <li>{t('validation.fail.livenessTips.distance')}</li>
                  <li>{t('validation.fail.livenessTips.glasses')}</li>
                </ul>
              </div>
            )}
          </>
        )}
        {limited && (
          <>
            <p className={styles.resultText}>{t('validation.fail.limitText')}</p>
            {blockedDays !== null && (
              <p className={styles.notice}>{t('face.blockedDays', { count: blockedDays })}</p>
            )}
          </>
        )}
        {view !== 'success' && supportLinksShown() && (
          <ConfiguredLink
            href={helpCentreHref(helpArticleSlugs.faceCapture)}
            className={styles.helpLink}
          >
            {t('validation.readMore')}
          </ConfiguredLink>
        )}
      </div>
      <div className={styles.actions}>
        {view === 'success' && (
          <button
            type="button"
            className="button button--primary button--block"
            onClick={onContinue}
          >
            {t('validation.success.continue')}
          </button>
        )}
        {view === 'fail' && !limited && (
          <button type="button" className="button button--primary button--block" onClick={onRetry}>
            {t('validation.fail.retry')}
          </button>
        )}
        {view === 'pre-approved' && closeSignsOut && (
          <button type="button" className="button button--primary button--block" onClick={onClose}>
            {t('validation.preApproved.close')}
          </button>
        )}
      </div>
    </main>
  );
}
