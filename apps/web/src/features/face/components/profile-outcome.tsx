// Endings of a capture started from the profile (docs/spec/account-checklist.md §4): the photo
// was taken (SUCCESSFUL: 5 s, then onwards), or it was refused (ERROR: the
// message on the page, with the blocked days after the attempts limit).
import type { ErrorCode } from '@rosto/contract/errors';
import { useTranslation } from '../../../lib/i18n';
import { Spinner } from '../../../components/ui/spinner';
import { StatusPage } from '../../../components/ui/status-page';
import { useErrorText } from '../../../lib/error-text';
import { FaceArt } from './face-art';
import styles from './face.module.css';

export function ProfileCaptureSuccess() {
  const { t } = useTranslation();
  return (
    <StatusPage
      pageTitle={t('face.profileSuccess.pageTitle')}
      title={t('face.profileSuccess.title')}
      text={t('face.profileSuccess.text')}
      illustration={<FaceArt kind="success" />}
    >
      <Spinner label={t('common.loading')} />
    </StatusPage>
  );
}

export function ProfileCaptureError({
  code,
  blockedDays,
  onRetry,
  onBackToProfile,
}: {
  /** null: the analysis finished and the face was not validated. */
  code: ErrorCode | null;
  blockedDays: number | null;
  onRetry: () => void;
  onBackToProfile: () => void;
}) {
  const { t } = useTranslation();
  const codeText = useErrorText(code);
  const limited = code === 'LIVENESS_ATTEMPTS_LIMIT_REACHED';
  return (
    <StatusPage
      pageTitle={t('face.profileError.pageTitle')}
      title={t('face.profileError.title')}
      text={code === null ? t('validation.fail.text') : (codeText ?? '')}
      illustration={<FaceArt kind="fail" />}
    >
      {limited && blockedDays !== null && (
        <p className={styles.notice} role="alert">
          {t('face.blockedDays', { count: blockedDays })}
        </p>
      )}
      {!limited && (
        <button type="button" className="button button--primary button--block" onClick={onRetry}>
          {t('face.profileError.retry')}
        </button>
      )}
      <button
        type="button"
        className="button button--secondary button--block"
        onClick={onBackToProfile}
      >
        {t('face.profileError.backToProfile')}
      </button>
    </StatusPage>
  );
}
