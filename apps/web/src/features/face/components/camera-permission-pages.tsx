// The camera's permission screens (docs/spec/account-checklist.md §2 item 3): loading while the
// permission is queried, prompt, denied and unsupported (each with a button
// that opens the camera), and the wait for the camera to open with its
// 'the camera did not open?' ticket.
import { useTranslation } from '../../../lib/i18n';
import { SupportTicketLink } from '../../../components/ui/support-ticket-link';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader';
import { Spinner } from '../../../components/ui/spinner';
import { StepLayout } from '../../../components/ui/step-layout';
import { faceTicket } from '../utils/face-tickets';
import { FaceArt, type FaceArtKind } from './face-art';
import styles from './face.module.css';

export function CameraLoading() {
  const { t } = useTranslation();
  return <FullScreenLoader label={t('face.permission.loading')} />;
}

type PermissionPage = 'prompt' | 'denied' | 'unsupported';

const art: Record<PermissionPage, FaceArtKind> = {
  prompt: 'camera',
  denied: 'blocked',
  unsupported: 'phone',
};

/** Prompt, denied or unsupported: what happened, and the button that opens the camera. */
export function CameraPermissionPage({
  page,
  cpf,
  onOpenCamera,
  onBack,
}: {
  page: PermissionPage;
  cpf: string | undefined;
  onOpenCamera: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <StepLayout
      pageTitle={t(`face.permission.${page}.pageTitle`)}
      title={t(`face.permission.${page}.title`)}
      onBack={onBack}
    >
      <div className={styles.centred}>
        <FaceArt kind={art[page]} />
        <p className={styles.pageText}>{t(`face.permission.${page}.text`)}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={onOpenCamera}
          >
            {t(`face.permission.${page}.button`)}
          </button>
          {page === 'denied' && (
            <SupportTicketLink
              {...faceTicket(t, 'cameraBlocked', { cpf })}
              className={styles.helpLink}
            >
              {t('face.permission.denied.help')}
            </SupportTicketLink>
          )}
        </div>
      </div>
    </StepLayout>
  );
}

/** getUserMedia is pending: the browser may be asking, or the camera may never open. */
export function CameraOpening({ cpf, onBack }: { cpf: string | undefined; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <StepLayout
      pageTitle={t('face.permission.opening.pageTitle')}
      title={t('face.permission.opening.title')}
      onBack={onBack}
    >
      <div className={styles.centred} role="status">
        <Spinner />
        <p className={styles.pageText}>{t('face.permission.opening.text')}</p>
      </div>
      <div className={styles.actions}>
        <SupportTicketLink
          {...faceTicket(t, 'cameraNotOpened', { cpf })}
          className={styles.helpLink}
        >
          {t('face.permission.opening.notOpened')}
        </SupportTicketLink>
      </div>
    </StepLayout>
  );
}
